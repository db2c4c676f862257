import { createWalletClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { startLocalChain } from '../src/index'

const otherMnemonic =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

describe('startLocalChain() with a mnemonic and interval mining', () => {
  it('derives the keys anvil prefunds and deploys tokens across timed blocks', async () => {
    const chain = await startLocalChain({ mnemonic: otherMnemonic, blockTime: 1 })
    try {
      const nodeAccounts = await createWalletClient({
        transport: http(chain.rpcUrl),
      }).getAddresses()
      expect(nodeAccounts).toEqual(chain.accounts.map((a) => a.address))
      expect(chain.accounts[0]!.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
      expect(chain.tokens.map((t) => t.symbol)).toEqual(['LUSD', 'TUSD', 'LDAI'])
    } finally {
      await chain.stop()
    }
  })

  it('reports anvil’s own complaint about an invalid mnemonic', async () => {
    await expect(
      startLocalChain({
        mnemonic: 'one two three four five six seven eight nine ten eleven twelve',
      }),
    ).rejects.toThrow(/anvil exited \(code 1\).*invalid/)
  })
})
