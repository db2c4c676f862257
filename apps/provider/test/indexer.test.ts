import { rm } from 'node:fs/promises'
import type { LocalChain } from '@latchkey/local-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../src/db/migrations'
import type { RunningProvider } from '../src/server/startProvider'
import { chainClients, freshAddress, sendEth, sendToken } from './chainHelpers'
import {
  call,
  localChainConfig,
  PROJECT_ID,
  seededDataDir,
  startLocalChain,
  startTestProvider,
} from './helpers'

// Every migration, each recorded once (the list grows with each new migration).
const VERSIONS = MIGRATIONS.map((m) => m.version)

let chain: LocalChain
let dataDir: string
let chainId: string

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 })
  chainId = `eip155:${chain.chainId}`
  dataDir = await seededDataDir('latchkey-provider-')
})
afterAll(async () => {
  await chain?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

const start = (enabled: boolean) =>
  startTestProvider({
    dataDir,
    chains: [localChainConfig(chain)],
    rateLimit: { enabled: false },
    indexer: { enabled, pollIntervalMs: 50, maxBlocksPerTick: 3 },
  })

async function transfersTo(provider: RunningProvider, address: string) {
  return provider.services.db.query<{ tx_hash: string; log_index: number }>(
    'SELECT tx_hash, log_index FROM chain_transfers WHERE to_address = $1 ORDER BY tx_hash, log_index',
    [address.toLowerCase()],
  )
}

describe('the indexer', () => {
  it('survives a restart without duplicates or gaps, catching up in bounded ticks', async () => {
    const receiver = freshAddress()
    const sent: string[] = []
    const first = await start(true)
    try {
      sent.push((await sendEth(chain, 1, receiver, '1')).hash)
      const last = await sendToken(chain, 1, 'LDAI', receiver, '2')
      sent.push(last.hash)
      await first.indexer.waitFor(chainId, last.blockNumber)
      expect(await transfersTo(first, receiver)).toHaveLength(2)
    } finally {
      await first.stop()
    }

    // While the provider is down: more transfers and a stretch of empty blocks.
    for (let i = 0; i < 3; i++)
      sent.push((await sendToken(chain, 2, 'TUSD', receiver, `${i + 1}`)).hash)
    const { publicClient } = chainClients(chain, 0)
    await publicClient.request({
      method: 'anvil_mine' as 'eth_blockNumber',
      params: ['0xa'] as never,
    })
    sent.push((await sendEth(chain, 2, receiver, '0.5')).hash)
    const head = Number(await publicClient.getBlockNumber({ cacheTime: 0 }))

    const second = await start(false)
    try {
      const indexer = second.indexer.chains.get(chainId)!
      const before = (await indexer.cursor())!
      expect(before).toBeLessThan(head)
      let ticks = 0
      for (let tick = await indexer.tick(); tick; tick = await indexer.tick()) {
        expect(tick.to - tick.from + 1).toBeLessThanOrEqual(3)
        expect(tick.from).toBe(before + 1 + ticks * 3)
        ticks++
      }
      expect(ticks).toBe(Math.ceil((head - before) / 3))
      expect(await indexer.cursor()).toBe(head)

      const rows = await transfersTo(second, receiver)
      expect(rows).toHaveLength(sent.length)
      expect(new Set(rows.map((r) => r.tx_hash))).toEqual(new Set(sent))

      // Indexing a range again (a crash between read and write, another replica) changes nothing.
      await second.services.db.query(
        'UPDATE indexer_cursors SET last_block = $1 WHERE chain_id = $2',
        [0, chainId],
      )
      while (await indexer.tick()) {}
      expect(await transfersTo(second, receiver)).toHaveLength(sent.length)

      const history = await call(
        second.url,
        `/v1/account/${receiver}/history?projectId=${PROJECT_ID}&chainId=${chainId}&limit=100`,
      )
      expect(history.body.data.map((t: { id: string }) => t.id)).toEqual([...sent].reverse())
    } finally {
      await second.stop()
    }
  })

  it('keeps its migrations recorded once across restarts', async () => {
    const provider = await start(false)
    try {
      const rows = await provider.services.db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      )
      expect(rows.map((r) => r.version)).toEqual(VERSIONS)
    } finally {
      await provider.stop()
    }
  })
})
