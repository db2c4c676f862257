import type { LocalChain } from '@latchkey/local-chain'
import { afterAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/Database'
import { silentLogger } from '../src/server/Logger'
import { type RunningProvider, startProvider } from '../src/server/startProvider'
import { chainClients, freshAddress, sendEth } from './chainHelpers'
import { call, localChainConfig, openTestDatabase, PROJECT_ID, startLocalChain } from './helpers'

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

async function serve(chain: LocalChain, database: Database): Promise<RunningProvider> {
  const provider = await startProvider(
    {
      port: 0,
      projects: [{ id: PROJECT_ID, allowedOrigins: [] }],
      chains: [localChainConfig(chain)],
      indexer: { enabled: false },
    },
    { database, logger: silentLogger },
  )
  cleanups.push(() => provider.stop())
  return provider
}

async function catchUp(provider: RunningProvider, chainId: string) {
  const indexer = provider.indexer.chains.get(chainId)!
  while (await indexer.tick()) {}
}

const historyIds = async (provider: RunningProvider, account: string, chainId: string) =>
  (
    await call(
      provider.url,
      `/v1/account/${account}/history?projectId=${PROJECT_ID}&chainId=${chainId}&limit=100`,
    )
  ).body.data.map((t: { id: string }) => t.id)

describe('the indexer when the node changes its mind', () => {
  it('rolls back a reorged block and indexes the new one', async () => {
    const chain = await startLocalChain({ port: 0, deployTokens: false })
    cleanups.push(() => chain.stop())
    const db = await openTestDatabase()
    cleanups.push(() => db.close())
    const chainId = `eip155:${chain.chainId}`
    const provider = await serve(chain, db)
    const { publicClient } = chainClients(chain, 0)
    const rpc = (method: string, params: unknown[] = []) =>
      publicClient.request({ method: method as 'eth_chainId', params: params as never })

    const receiver = freshAddress()
    const kept = await sendEth(chain, 1, receiver, '1')
    const snapshot = await rpc('evm_snapshot')
    const orphan = await sendEth(chain, 1, receiver, '2')
    await catchUp(provider, chainId)
    expect(await historyIds(provider, receiver, chainId)).toEqual([orphan.hash, kept.hash])

    await rpc('evm_revert', [snapshot])
    const replacement = await sendEth(chain, 2, receiver, '3')
    expect(replacement.blockNumber).toBe(orphan.blockNumber)
    await catchUp(provider, chainId)
    expect(await historyIds(provider, receiver, chainId)).toEqual([replacement.hash, kept.hash])
    const orphans = await db.query('SELECT 1 FROM chain_transactions WHERE tx_hash = $1', [
      orphan.hash,
    ])
    expect(orphans).toHaveLength(0)
  })

  it('starts over when the devnet was replaced by a fresh one with the same chain id', async () => {
    const db = await openTestDatabase()
    cleanups.push(() => db.close())
    const receiver = freshAddress()

    const first = await startLocalChain({ port: 0 })
    const chainId = `eip155:${first.chainId}`
    const before = await serve(first, db)
    const old = await sendEth(first, 1, receiver, '1')
    for (let i = 0; i < 3; i++) await sendEth(first, 1, freshAddress(), '1')
    await catchUp(before, chainId)
    expect(await historyIds(before, receiver, chainId)).toEqual([old.hash])
    await before.stop()
    await first.stop()

    const second = await startLocalChain({ port: 0 })
    cleanups.push(() => second.stop())
    const fresh = await sendEth(second, 2, receiver, '5')
    const after = await serve(second, db)
    await catchUp(after, chainId)
    expect(await historyIds(after, receiver, chainId)).toEqual([fresh.hash])
    expect(await after.indexer.chains.get(chainId)!.cursor()).toBe(fresh.blockNumber)
  })
})
