import { randomBytes } from 'node:crypto'
import type { Queryable } from '@latchkey/provider'

/**
 * The secret that signs sessions and keys code hashes: the configured one, else one made once and
 * kept in the database, so replicas on one database and restarts agree on it.
 */
export async function frameSecret(db: Queryable, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured)
  const fresh = randomBytes(32).toString('base64url')
  await db.query(
    "INSERT INTO frame_secrets (name, value) VALUES ('session', $1) ON CONFLICT (name) DO NOTHING",
    [fresh],
  )
  const rows = await db.query<{ value: string }>(
    "SELECT value FROM frame_secrets WHERE name = 'session'",
  )
  return new TextEncoder().encode(rows[0]?.value ?? fresh)
}
