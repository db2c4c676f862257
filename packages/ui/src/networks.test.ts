import { describe, expect, it } from 'vitest'
import {
  type AppKitNetwork,
  arbitrum,
  bitcoin,
  bitcoinMainnet,
  bitcoinSignet,
  bitcoinTestnet,
  defineChain,
  localBitcoin,
  mainnet,
  solana,
  solanaDevnet,
  solanaMainnet,
} from './networks'

describe('@latchkey/ui/networks', () => {
  it('holds the networks, defineChain and the AppKitNetwork type an app imports', () => {
    const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, arbitrum, solanaDevnet]
    expect(networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:42161',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    ])
    expect(typeof defineChain).toBe('function')
    expect(solana).toBe(solanaMainnet)
  })

  it('holds the Bitcoin networks under their CAIP-2 ids, with the local regtest chain', () => {
    const local = localBitcoin({ esploraUrl: 'http://127.0.0.1:3002/' })
    expect([bitcoin, bitcoinTestnet, bitcoinSignet, local].map((n) => n.caipNetworkId)).toEqual([
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
      'bip122:00000008819873e925422c1ff0f99f7c',
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    ])
    expect(bitcoin).toBe(bitcoinMainnet)
    for (const network of [bitcoin, bitcoinTestnet, bitcoinSignet, local]) {
      expect(network.chainNamespace).toBe('bip122')
      expect(network.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
    }
    expect([bitcoin, bitcoinTestnet, bitcoinSignet, local].map((n) => n.testnet)).toEqual([
      false,
      true,
      true,
      true,
    ])
    expect(local.rpcUrls.default.http).toEqual(['http://127.0.0.1:3002'])
    expect(() => localBitcoin({ esploraUrl: 'javascript:alert(1)' })).toThrow('Unknown error')
  })
})
