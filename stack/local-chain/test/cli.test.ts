import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeLocalChains, startLocalChains } from '../src/localChainCli'

describe('the latchkey-local-chain CLI core', () => {
  it('starts both chains and describes them as JSON-ready data', async () => {
    const chains = await startLocalChains({ primaryPort: 0, secondaryPort: 0, deployTokens: true })
    try {
      const described = JSON.parse(JSON.stringify(describeLocalChains(chains)))
      expect(described.chains.map((c: { chainId: number }) => c.chainId)).toEqual([31337, 31338])
      expect(described.accounts).toHaveLength(10)
      expect(described.accounts[0].privateKey).toMatch(/^0x[0-9a-f]{64}$/)
      for (const c of described.chains) {
        expect(c.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['LUSD', 'TUSD', 'LDAI'])
        const client = createPublicClient({ transport: http(c.rpcUrl, { retryCount: 0 }) })
        expect(await client.getChainId()).toBe(c.chainId)
      }
    } finally {
      await Promise.all(chains.map((c) => c.stop()))
    }
  })
})
