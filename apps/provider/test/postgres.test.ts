import type { LocalChain } from '@latchkey/local-chain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from '../src/db/createPostgresDatabase'
import { migrate } from '../src/db/migrate'
import { MIGRATIONS } from '../src/db/migrations'
import { freshAddress, sendEth, sendToken } from './chainHelpers'
import { call, localChainConfig, PROJECT_ID, startLocalChain, startTestProvider } from './helpers'
import { findPostgres, type PostgresServer, startPostgres } from './postgresServer'

// Every migration, each recorded once (the list grows with each new migration).
const VERSIONS = MIGRATIONS.map((m) => m.version)

const found = findPostgres()
// CI installs PostgreSQL (scripts/ensure-tools.mjs): there a missing server fails, never skips.
const skipReason = 'reason' in found && !process.env.CI ? found.reason : undefined
if (skipReason) console.warn(`Postgres tests skipped: ${skipReason}`)

describe.skipIf(skipReason)(
  `Postgres through DATABASE_URL${skipReason ? ` (skipped: ${skipReason})` : ''}`,
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

    it('migrates once even when two replicas start together', async () => {
      const [a, b] = await Promise.all([
        createPostgresDatabase(server.url),
        createPostgresDatabase(server.url),
      ])
      try {
        const applied = await Promise.all([migrate(a), migrate(b)])
        expect(applied.flat().sort((x, y) => x - y)).toEqual(VERSIONS)
        expect(await migrate(a)).toEqual([])
        const rows = await a.query<{ version: number }>(
          'SELECT version FROM schema_migrations ORDER BY version',
        )
        expect(rows.map((r) => r.version)).toEqual(VERSIONS)
      } finally {
        await Promise.all([a.close(), b.close()])
      }
    })

    it('serves the same routes, and two indexing replicas write each transfer once', async () => {
      const chainId = `eip155:${chain.chainId}`
      const config = {
        databaseUrl: server.url,
        chains: [localChainConfig(chain)],
        rateLimit: { enabled: false },
      }
      const replicas = await Promise.all([startTestProvider(config), startTestProvider(config)])
      try {
        const receiver = freshAddress()
        const sent = [(await sendEth(chain, 1, receiver, '1')).hash]
        const last = await sendToken(chain, 1, 'LUSD', receiver, '3')
        sent.push(last.hash)
        await Promise.all(replicas.map((r) => r.indexer.waitFor(chainId, last.blockNumber)))
        const rows = await replicas[0].services.db.query(
          'SELECT tx_hash FROM chain_transfers WHERE to_address = $1',
          [receiver.toLowerCase()],
        )
        expect(rows).toHaveLength(2)
        for (const replica of replicas) {
          const history = await call(
            replica.url,
            `/v1/account/${receiver}/history?projectId=${PROJECT_ID}&chainId=${chainId}`,
          )
          expect(history.body.data.map((t: { id: string }) => t.id)).toEqual([...sent].reverse())
        }
        const event = {
          eventId: 'pg-1',
          url: 'https://a.example/',
          domain: 'a.example',
          timestamp: 1_700_000_000_000,
          props: { event: 'MODAL_OPEN' },
        }
        expect(
          (await call(replicas[1].url, `/e?projectId=${PROJECT_ID}`, { json: event })).body,
        ).toEqual({ stored: true })
        const stored = await replicas[0].services.db.query<{ props: unknown }>(
          'SELECT props FROM analytics_events WHERE event_id = $1',
          ['pg-1'],
        )
        expect(stored).toEqual([{ props: { event: 'MODAL_OPEN' } }])
        const balance = await call(
          replicas[0].url,
          `/v1/account/${receiver}/balance?projectId=${PROJECT_ID}&chainId=${chainId}`,
        )
        expect(balance.body.balances.map((b: { symbol: string }) => b.symbol)).toEqual([
          'ETH',
          'LUSD',
        ])
      } finally {
        await Promise.all(replicas.map((r) => r.stop()))
      }
    })

    it('refuses analytics text Postgres rejects with 400, and prunes past the retention', async () => {
      const provider = await startTestProvider({
        databaseUrl: server.url,
        indexer: { enabled: false },
        rateLimit: { enabled: false },
        analytics: { retentionDays: 1, pruneIntervalMs: 50 },
      })
      try {
        const event = (eventId: string, note: string) => ({
          eventId,
          url: 'https://a.example/',
          domain: 'a.example',
          timestamp: 1_700_000_000_000,
          props: { note },
        })
        const path = `/e?projectId=${PROJECT_ID}`
        for (const note of ['a\u0000b', 'lone \ud83d'])
          expect((await call(provider.url, path, { json: event('pg-bad', note) })).status).toBe(400)
        expect((await call(provider.url, path, { json: event('pg-old', 'ok') })).status).toBe(200)
        await provider.services.db.query(
          "UPDATE analytics_events SET received_at = now() - interval '2 days' WHERE event_id = 'pg-old'",
        )
        const left = () =>
          provider.services.db.query("SELECT 1 FROM analytics_events WHERE event_id = 'pg-old'")
        for (let i = 0; i < 100 && (await left()).length > 0; i++)
          await new Promise((r) => setTimeout(r, 20))
        expect(await left()).toEqual([])
      } finally {
        await provider.stop()
      }
    })
  },
)
