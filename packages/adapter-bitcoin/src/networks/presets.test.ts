import { describe, expect, it } from 'vitest'
import { chainKind, walletStandardChain } from './chainKind'
import { bitcoinMainnet, bitcoinTestnet, localBitcoin } from './presets'

describe('Bitcoin presets (SPEC §9 CAIP-2 ids)', () => {
  it('names mainnet and testnet by their genesis hashes, in BTC of 8 decimals', () => {
    expect(bitcoinMainnet.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
    expect(bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
    for (const network of [bitcoinMainnet, bitcoinTestnet]) {
      expect(network.chainNamespace).toBe('bip122')
      expect(network.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
      expect(Object.isFrozen(network)).toBe(true)
    }
    expect([bitcoinMainnet.testnet, bitcoinTestnet.testnet]).toEqual([false, true])
  })

  it('builds the local regtest preset on its Esplora URL, with the regtest genesis id', () => {
    const local = localBitcoin({ esploraUrl: 'http://127.0.0.1:3002/' })
    expect(local.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(local.rpcUrls.default.http).toEqual(['http://127.0.0.1:3002'])
    expect(local.testnet).toBe(true)
    expect(() => localBitcoin({ esploraUrl: 'ftp://127.0.0.1' })).toThrow('Unknown error')
  })

  it('tells each network its address rules and Wallet Standard chain', () => {
    const local = localBitcoin({ esploraUrl: 'http://127.0.0.1:1' })
    expect([bitcoinMainnet, bitcoinTestnet, local].map(chainKind)).toEqual([
      'mainnet',
      'testnet',
      'regtest',
    ])
    expect(walletStandardChain(local)).toBe('bitcoin:regtest')
    expect(walletStandardChain(bitcoinMainnet)).toBe('bitcoin:mainnet')
  })
})
