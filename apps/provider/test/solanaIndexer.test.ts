import { rm } from 'node:fs/promises'
import { type LocalSolana, startLocalSolana } from '@latchkey/local-solana'
import { Connection } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { call, PROJECT_ID, seededDataDir, startTestProvider } from './helpers'
import { freshSolanaAddress, sendSol, sendSplToken, solanaChainConfig } from './solanaHelpers'

let chain: LocalSolana
let dataDir: string

beforeAll(async () => {
  chain = await startLocalSolana()
  dataDir = await seededDataDir('latchkey-provider-solana-')
})
afterAll(async () => {
  await chain?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

const start = (enabled: boolean) =>
  startTestProvider({
    dataDir,
    chains: [solanaChainConfig(chain)],
    rateLimit: { enabled: false },
    indexer: { enabled, pollIntervalMs: 50, maxBlocksPerTick: 3 },
  })

const transfersTo = (provider: RunningProvider, address: string) =>
  provider.services.db.query<{ tx_hash: string; log_index: number }>(
    'SELECT tx_hash, log_index FROM chain_transfers WHERE to_address = $1 ORDER BY tx_hash, log_index',
    [address],
  )

describe('the Solana indexer', () => {
  it('survives a restart without lost or duplicated transfers, catching up in bounded ticks', async () => {
    const receiver = freshSolanaAddress()
    const sent: string[] = []
    const first = await start(true)
    try {
      sent.push((await sendSol(chain, 3, receiver, 1_000_000_000)).signature)
      const last = await sendSplToken(chain, 3, 'LUSD', receiver, 2_000_000n)
      sent.push(last.signature)
      await first.indexer.waitFor(chain.caip2, last.slot)
      expect(await transfersTo(first, receiver)).toHaveLength(2)
    } finally {
      await first.stop()
    }

    // While the provider is down: more transfers, and slots with nothing for the receiver.
    for (let i = 0; i < 3; i++)
      sent.push(
        (await sendSplToken(chain, 4, 'LPTS', receiver, BigInt(i + 1) * 10n ** 9n)).signature,
      )
    for (let i = 0; i < 4; i++) await sendSol(chain, 4, freshSolanaAddress(), 1_000_000)
    sent.push((await sendSol(chain, 4, receiver, 500_000_000)).signature)
    const head = await new Connection(chain.rpcUrl).getSlot('finalized')

    const second = await start(false)
    try {
      const indexer = second.indexer.chains.get(chain.caip2)!
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

      // Indexing every slot again (a crash between read and write, another replica) changes nothing.
      await second.services.db.query(
        'UPDATE indexer_cursors SET last_block = $1 WHERE chain_id = $2',
        [0, chain.caip2],
      )
      while (await indexer.tick()) {}
      expect(await transfersTo(second, receiver)).toHaveLength(sent.length)

      const history = await call(
        second.url,
        `/v1/account/${receiver}/history?projectId=${PROJECT_ID}&chainId=${chain.caip2}&limit=100`,
      )
      expect(history.body.data.map((t: { id: string }) => t.id)).toEqual([...sent].reverse())
    } finally {
      await second.stop()
    }
  })
})
