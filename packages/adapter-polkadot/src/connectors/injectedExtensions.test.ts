import { describe, expect, it } from 'vitest'
import { localPolkadot } from '../networks/presets'
import { toAccountEntries } from '../session/createSession'
import { injectedExtensions } from './injectedExtensions'

const enable = async () => ({ accounts: { get: async () => [] }, signer: {} })

describe('extensions in window.injectedWeb3', () => {
  it('become INJECTED connectors named after the known extensions, in injection order', () => {
    const found = injectedExtensions({
      injectedWeb3: {
        'polkadot-js': { enable, version: '0.62' },
        talisman: { enable },
        'subwallet-js': { enable },
        broken: { version: '1' } as never,
        'my-wallet': { enable, name: ' My Wallet ' } as never,
      },
    })
    expect(found.map(({ id, name, type }) => ({ id, name, type }))).toEqual([
      { id: 'polkadot-js', name: 'polkadot{.js}', type: 'INJECTED' },
      { id: 'talisman', name: 'Talisman', type: 'INJECTED' },
      { id: 'subwallet-js', name: 'SubWallet', type: 'INJECTED' },
      { id: 'my-wallet', name: 'My Wallet', type: 'INJECTED' },
    ])
    expect(injectedExtensions(undefined)).toEqual([])
  })

  it('share only accounts usable on the network, written in its SS58 format', () => {
    const network = localPolkadot()
    const encode = (address: string, format: number) => `${format}:${address}`
    const entries = toAccountEntries(
      [
        { address: 'a', type: 'sr25519' },
        { address: 'b', type: 'ethereum' },
        { address: 'c', genesisHash: `0x${'91'.repeat(32)}` },
        { address: 'd', genesisHash: `0x${'45'.repeat(32)}` },
        { address: 'a' },
      ],
      network,
      encode,
    )
    expect(entries).toEqual([
      { address: '2:a', type: 'eoa' },
      { address: '2:d', type: 'eoa' },
    ])
  })
})
