import type { Database } from './Database'
import { MIGRATIONS, type Migration } from './migrations'

// Serialises replicas starting together on one Postgres server.
const MIGRATION_LOCK_KEY = 7_305_164_311

/** Applies the migrations not yet recorded in schema_migrations; returns the versions applied. */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map(
        (r) => r.version,
      ),
    )
    const applied: number[] = []
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue
      for (const statement of migration.statements) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ])
      applied.push(migration.version)
    }
    return applied
  })
}
