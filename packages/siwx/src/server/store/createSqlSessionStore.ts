import type { SiwxSessionStore } from './SiwxSessionStore'
import { everyNth, onceCreated, type SiwxSqlQuery, sqlTableName } from './SiwxSqlQuery'
import { storeCall } from './SiwxStoreError'
import { accountSessions, liveSessions, parseStoredSessions, recordExpiry } from './storedSessions'

export interface CreateSqlSessionStoreParameters {
  query: SiwxSqlQuery
  /** Created if missing; default 'latchkey_siwx_sessions'. */
  table?: string
  /**
   * Browsers (session ids) kept at most; past it the ones expiring soonest go. Checked on one
   * write in ten (per process), so the table may briefly hold a tenth more. Default 100,000.
   */
  maxBrowsers?: number
  now?: () => number
}

/**
 * Sessions in Postgres, so every process of the host sees them: one row per browser (its
 * sessions as JSON) with the expiry of its last session.
 */
export function createSqlSessionStore({
  query,
  table = 'latchkey_siwx_sessions',
  maxBrowsers = 100_000,
  now = Date.now,
}: CreateSqlSessionStoreParameters): SiwxSessionStore {
  const t = sqlTableName(table)
  const ready = onceCreated(async () => {
    await query(
      `CREATE TABLE IF NOT EXISTS ${t} (id text PRIMARY KEY, sessions text NOT NULL, expires_at bigint NOT NULL)`,
    )
    await query(`CREATE INDEX IF NOT EXISTS ${t.replace('.', '_')}_expires_at ON ${t} (expires_at)`)
  })
  const pruneNow = everyNth(Math.max(1, Math.floor(maxBrowsers / 10)))
  const get = (id: string) =>
    storeCall(async () => {
      await ready()
      const at = now()
      const { rows } = await query(`SELECT sessions FROM ${t} WHERE id = $1 AND expires_at > $2`, [
        id,
        at,
      ])
      const live = liveSessions(parseStoredSessions(rows[0]?.sessions) ?? [], at)
      return live.length ? live : undefined
    })
  const remove = (id: string) =>
    storeCall(async () => {
      await ready()
      await query(`DELETE FROM ${t} WHERE id = $1`, [id])
    })

  return {
    get,
    delete: remove,
    put: (id, sessions) =>
      storeCall(async () => {
        const at = now()
        const live = liveSessions(sessions, at)
        if (live.length === 0) return remove(id)
        await ready()
        await query(
          `INSERT INTO ${t} (id, sessions, expires_at) VALUES ($1, $2, $3)
           ON CONFLICT (id) DO UPDATE SET sessions = EXCLUDED.sessions, expires_at = EXCLUDED.expires_at`,
          [id, JSON.stringify(live), recordExpiry(live)],
        )
        if (pruneNow())
          await query(
            `DELETE FROM ${t} WHERE expires_at <= $1
             OR id IN (SELECT id FROM ${t} ORDER BY expires_at DESC, id OFFSET $2)`,
            [at, maxBrowsers],
          )
      }),
    list: async (id, chainId, address) => accountSessions(await get(id), chainId, address),
  }
}
