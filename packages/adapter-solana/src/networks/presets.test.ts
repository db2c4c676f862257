import { describe, expect, it } from 'vitest'
import { localSolana, solanaDevnet, solanaMainnet, solanaTestnet } from './presets'
import { walletStandardChain } from './walletChain'

describe('Solana presets (SPEC §9 CAIP-2 genesis ids)', () => {
  it('names mainnet, devnet and testnet by their genesis hashes', () => {
    expect(solanaMainnet.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    for (const network of [solanaMainnet, solanaDevnet, solanaTestnet]) {
      expect(network.chainNamespace).toBe('solana')
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
      expect(Object.isFrozen(network)).toBe(true)
    }
    expect([solanaMainnet.testnet, solanaDevnet.testnet, solanaTestnet.testnet]).toEqual([
      false,
      true,
      true,
    ])
  })

  it('builds the local preset from its RPC URL and genesis hash, cut to 32 characters', () => {
    const local = localSolana({
      rpcUrl: 'http://127.0.0.1:8899',
      genesisHash: 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3PECGUCAEMbky',
    })
    expect(local.caipNetworkId).toBe('solana:CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3')
    expect(local.rpcUrls.default.http).toEqual(['http://127.0.0.1:8899'])
    expect(local.testnet).toBe(true)
  })

  it('refuses a local preset without an http URL or a base58 genesis hash', () => {
    const genesisHash = 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3PECGUCAEMbky'
    expect(() => localSolana({ rpcUrl: 'ws://127.0.0.1:1', genesisHash })).toThrow('Unknown error')
    expect(() => localSolana({ rpcUrl: 'http://127.0.0.1:1', genesisHash: '0xabc' })).toThrow(
      'Unknown error',
    )
  })

  it('maps clusters to Wallet Standard chains, any other genesis to localnet', () => {
    expect(walletStandardChain(solanaMainnet)).toBe('solana:mainnet')
    expect(walletStandardChain(solanaDevnet)).toBe('solana:devnet')
    expect(walletStandardChain(solanaTestnet)).toBe('solana:testnet')
    const local = localSolana({
      rpcUrl: 'http://127.0.0.1:8899',
      genesisHash: 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3PECGUCAEMbky',
    })
    expect(walletStandardChain(local)).toBe('solana:localnet')
  })
})
