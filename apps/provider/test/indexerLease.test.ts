import type { LocalChain } from '@latchkey/local-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from '../src/db/createPostgresDatabase'
import { indexerLease, leaseKey } from '../src/indexer/IndexerLease'
import { freshAddress, sendEth, sendToken } from './chainHelpers'
import { call, localChainConfig, PROJECT_ID, startLocalChain } from './helpers'
import { findPostgres, type PostgresServer, startPostgres } from './postgresServer'
import {
  type CountingProxy,
  type ReplicaProcess,
  startCountingProxy,
  startReplicaProcess,
} from './replicaProcess'

const found = findPostgres()
// CI installs PostgreSQL (scripts/ensure-tools.mjs): there a missing server fails, never skips.
const skipReason = 'reason' in found && !process.env.CI ? found.reason : undefined

describe.skipIf(skipReason)(
  `the indexer lease across processes on one Postgres${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let server: PostgresServer
    let chain: LocalChain

    beforeAll(async () => {
      if ('reason' in found) throw new Error(`Postgres is needed here: ${found.reason}`)
      ;[server, chain] = await Promise.all([startPostgres(found), startLocalChain({ port: 0 })])
    })
    afterAll(async () => {
      await chain?.stop()
      await server?.stop()
    })

    it('gives the lease up when its connection is cut, and lets another replica take it', async () => {
      const [a, b] = await Promise.all([
        createPostgresDatabase(server.url),
        createPostgresDatabase(server.url),
      ])
      const [first, second] = [indexerLease(a), indexerLease(b)]
      try {
        expect(await first.hold('eip155:7')).toBe(true)
        expect(await first.hold('eip155:7')).toBe(true)
        expect(await second.hold('eip155:7')).toBe(false)
        expect(await second.hold('eip155:8')).toBe(true)
        // The server ends the first holder's session, as a restart or a network cut would.
        const ended = await a.query(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_locks
           WHERE locktype = 'advisory' AND granted AND (classid::bigint << 32 | objid::bigint) = $1`,
          [leaseKey('eip155:7')],
        )
        expect(ended).toEqual([{ ended: true }])
        expect(await second.hold('eip155:7')).toBe(true)
        expect(await first.hold('eip155:7').catch(() => false)).toBe(false)
        expect(await first.hold('eip155:7')).toBe(false)
        await second.release()
        expect(await first.hold('eip155:7')).toBe(true)
      } finally {
        await Promise.all([first.release(), second.release()])
        await Promise.all([a.close(), b.close()])
      }
    })

    it('indexes a chain from one replica only, and another takes over when it is killed', async () => {
      const chainId = `eip155:${chain.chainId}`
      const proxies: CountingProxy[] = []
      const replicas: ReplicaProcess[] = []
      const db = await createPostgresDatabase(server.url)
      try {
        // Each replica reaches the node through its own counter: who reads the chain shows there.
        for (let i = 0; i < 2; i++) proxies.push(await startCountingProxy(chain.rpcUrl))
        for (const proxy of proxies) {
          replicas.push(
            await startReplicaProcess({
              port: 0,
              databaseUrl: server.url,
              projects: [{ id: PROJECT_ID, allowedOrigins: [] }],
              chains: [{ ...localChainConfig(chain), rpcUrl: proxy.url }],
              indexer: { pollIntervalMs: 50 },
              rateLimit: { enabled: false },
              relay: { enabled: false },
            }),
          )
        }
        const indexedTo = async (block: number) => {
          const deadline = Date.now() + 30_000
          for (;;) {
            const [row] = await db.query<{ last_block: number }>(
              'SELECT last_block FROM indexer_cursors WHERE chain_id = $1',
              [chainId],
            )
            if ((row?.last_block ?? -1) >= block) return
            if (Date.now() > deadline) throw new Error(`block ${block} was not indexed in time`)
            await new Promise((r) => setTimeout(r, 25))
          }
        }

        const receiver = freshAddress()
        const sent = [(await sendEth(chain, 1, receiver, '1')).hash]
        let last = await sendToken(chain, 1, 'LUSD', receiver, '2')
        sent.push(last.hash)
        await indexedTo(last.blockNumber)
        const leader = (proxies[0] as CountingProxy).requests > 0 ? 0 : 1
        const follower = 1 - leader
        expect(proxies[leader]!.requests).toBeGreaterThan(0)
        expect(proxies[follower]!.requests).toBe(0)

        await replicas[leader]!.kill()
        sent.push((await sendToken(chain, 2, 'LDAI', receiver, '3')).hash)
        last = await sendEth(chain, 2, receiver, '0.5')
        sent.push(last.hash)
        await indexedTo(last.blockNumber)
        expect(proxies[follower]!.requests).toBeGreaterThan(0)

        const rows = await db.query<{ tx_hash: string; copies: number }>(
          `SELECT tx_hash, count(*)::int AS copies FROM chain_transfers
           WHERE to_address = $1 GROUP BY tx_hash ORDER BY tx_hash`,
          [receiver.toLowerCase()],
        )
        expect(rows).toEqual([...sent].sort().map((tx_hash) => ({ tx_hash, copies: 1 })))
        const history = await call(
          replicas[follower]!.url,
          `/v1/account/${receiver}/history?projectId=${PROJECT_ID}&chainId=${chainId}`,
        )
        expect(history.body.data.map((t: { id: string }) => t.id)).toEqual([...sent].reverse())
      } finally {
        await Promise.all(replicas.map((r) => r.stop()))
        await Promise.all(proxies.map((p) => p.close()))
        await db.close()
      }
    })
  },
)
