import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/Database'

const NAME = 'history-cursor'

/**
 * The key history cursors are signed with: the configured one, else one made once and kept in
 * the database, so every replica on that database accepts the cursors of the others.
 */
export async function loadCursorSecret(
  db: Queryable,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured) return Buffer.from(configured, 'utf8')
  await db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [NAME, randomBytes(32).toString('base64')],
  )
  const [row] = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [NAME],
  )
  if (!row) throw new Error('server_secrets lost the history cursor key')
  return Buffer.from(row.value, 'base64')
}
