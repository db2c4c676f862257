import { CONSTANTS } from '@latchkey/core'
import { describe, expect, it, vi } from 'vitest'

describe('network presets', () => {
  it('import without a single request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    vi.resetModules()
    const presets = await import('./presets')
    expect(presets.evmNetworks).toHaveLength(16)
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })

  it('are well-formed eip155 CaipNetworks', async () => {
    const { evmNetworks } = await import('./presets')
    const ids = evmNetworks.map((network) => network.id)
    expect(ids).toEqual([
      1, 42161, 10, 137, 8453, 56, 43114, 100, 324, 42220, 7777777, 250, 8217, 1313161554, 11155111,
      84532,
    ])
    for (const network of evmNetworks) {
      expect(network.caipNetworkId).toBe(`eip155:${network.id}`)
      expect(network.chainNamespace).toBe('eip155')
      expect(network.nativeCurrency.decimals).toBe(18)
      expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//)
      expect(network.testnet).toBe([11155111, 84532].includes(network.id as number))
      expect(Object.isFrozen(network)).toBe(true)
    }
  })

  it('cover every swap network of SPEC §9', async () => {
    const { evmNetworks } = await import('./presets')
    const ids = new Set(evmNetworks.map((network) => network.id))
    expect(CONSTANTS.SWAP_NETWORK_IDS.filter((id) => !ids.has(Number(id)))).toEqual([])
  })
})

describe('localDevnet', () => {
  it('names the demo chains and marks them testnets', async () => {
    const { localDevnet } = await import('./localDevnet')
    expect(localDevnet(31337, 'http://127.0.0.1:8545')).toMatchObject({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      name: 'Latchkey Devnet',
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    })
    expect(localDevnet(31338, 'http://127.0.0.1:8546').name).toBe('Latchkey Devnet B')
    expect(localDevnet(5, 'http://127.0.0.1:1').name).toBe('Latchkey Devnet 5')
  })

  it('refuses a bad chain id or URL', async () => {
    const { localDevnet } = await import('./localDevnet')
    expect(() => localDevnet(0, 'http://127.0.0.1:1')).toThrow('Unknown error')
    expect(() => localDevnet(31337, 'ws://127.0.0.1:1')).toThrow('Unknown error')
  })
})
