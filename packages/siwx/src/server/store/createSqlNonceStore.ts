import { randomNonce } from '../../message/randomNonce'
import type { NonceStore } from '../nonceStore'
import { everyNth, onceCreated, type SiwxSqlQuery, sqlTableName } from './SiwxSqlQuery'
import { storeCall } from './SiwxStoreError'

export interface CreateSqlNonceStoreParameters {
  query: SiwxSqlQuery
  /** Created if missing; default 'latchkey_siwx_nonces'. */
  table?: string
  /** How long an unused nonce stays valid; default 10 minutes. */
  ttlMs?: number
  /**
   * Unused nonces kept at most; past it the oldest go. Checked on one issue in ten (per
   * process), so the table may briefly hold a tenth more. Default 100,000.
   */
  maxNonces?: number
  now?: () => number
}

/** Nonces in Postgres, so any process can check a nonce another issued; DELETE makes them single-use. */
export function createSqlNonceStore({
  query,
  table = 'latchkey_siwx_nonces',
  ttlMs = 10 * 60_000,
  maxNonces = 100_000,
  now = Date.now,
}: CreateSqlNonceStoreParameters): NonceStore {
  const t = sqlTableName(table)
  const ready = onceCreated(async () => {
    await query(
      `CREATE TABLE IF NOT EXISTS ${t} (nonce text PRIMARY KEY, expires_at bigint NOT NULL)`,
    )
    await query(`CREATE INDEX IF NOT EXISTS ${t.replace('.', '_')}_expires_at ON ${t} (expires_at)`)
  })
  const pruneNow = everyNth(Math.max(1, Math.floor(maxNonces / 10)))

  return {
    issue: () =>
      storeCall(async () => {
        await ready()
        const nonce = randomNonce()
        const at = now()
        await query(`INSERT INTO ${t} (nonce, expires_at) VALUES ($1, $2)`, [nonce, at + ttlMs])
        if (pruneNow())
          await query(
            `DELETE FROM ${t} WHERE expires_at <= $1
             OR nonce IN (SELECT nonce FROM ${t} ORDER BY expires_at DESC, nonce OFFSET $2)`,
            [at, maxNonces],
          )
        return nonce
      }),
    consume: (nonce) =>
      storeCall(async () => {
        await ready()
        // One statement reads and removes the row: two requests cannot both use it.
        const { rows } = await query(
          `DELETE FROM ${t} WHERE nonce = $1 RETURNING expires_at > $2 AS live`,
          [nonce, now()],
        )
        return rows[0]?.live === true
      }),
  }
}
