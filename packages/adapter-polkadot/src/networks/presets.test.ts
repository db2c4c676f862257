import { describe, expect, it } from 'vitest'
import { definePolkadotNetwork, ss58FormatOf } from './definePolkadotNetwork'
import { kusama, localPolkadot, polkadot, westend } from './presets'

describe('Polkadot network presets (CAIP-2: the genesis hash cut to 32 hex)', () => {
  it('name the relay chains by their genesis', () => {
    expect(polkadot.caipNetworkId).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(kusama.caipNetworkId).toBe('polkadot:b0a8d493285c2df73290dfb7e61f870f')
    expect(westend.caipNetworkId).toBe('polkadot:e143f23803ac50e8f6f8e62695d1ce9e')
    expect(localPolkadot('ws://127.0.0.1:9944').caipNetworkId).toBe(
      'polkadot:45454545454545454545454545454545',
    )
    expect([polkadot, kusama, westend].map(ss58FormatOf)).toEqual([0, 2, 42])
    expect(polkadot.nativeCurrency).toEqual({ name: 'Polkadot', symbol: 'DOT', decimals: 10 })
    expect(westend.testnet).toBe(true)
  })

  it('refuse what is not a genesis hash', () => {
    expect(() =>
      definePolkadotNetwork({
        genesisHash: '0x1234',
        name: 'x',
        ss58Format: 42,
        nativeCurrency: { name: 'x', symbol: 'X', decimals: 12 },
        rpcUrls: [],
      }),
    ).toThrow('Not a genesis hash: 0x1234')
  })
})
