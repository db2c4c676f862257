import { describe, expect, it } from 'vitest'
import { defineChain, mainnet, solanaMainnet } from '.'

describe('networks for apps', () => {
  it('defineChain takes the field’s custom-network shape and freezes it', () => {
    const chain = defineChain({
      id: 123456,
      caipNetworkId: 'eip155:123456',
      chainNamespace: 'eip155',
      name: 'Custom',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.example'] } },
    })
    expect(chain.caipNetworkId).toBe('eip155:123456')
    expect(Object.isFrozen(chain)).toBe(true)
  })

  it("refuses a CAIP-2 id that is not 'namespace:id'", () => {
    const base = {
      id: 1,
      chainNamespace: 'eip155' as const,
      name: 'X',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.example'] } },
    }
    expect(() => defineChain({ ...base, caipNetworkId: 'eip155:2' })).toThrow(
      'Invalid CAIP-2 network id',
    )
    expect(() => defineChain({ ...base, caipNetworkId: 'solana:1' })).toThrow(
      'Invalid CAIP-2 network id',
    )
  })

  it('holds the SPEC §9 definitions: Ethereum (1), Arbitrum One (42161), Solana mainnet', () => {
    expect(mainnet).toMatchObject({ id: 1, caipNetworkId: 'eip155:1', name: 'Ethereum' })
    expect(solanaMainnet.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })
})
