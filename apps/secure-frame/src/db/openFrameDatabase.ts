import { type Database, migrate, openDatabase } from '@latchkey/provider'
import { FRAME_MIGRATIONS } from './frameMigrations'

/** The provider's database conventions (PGlite by default, Postgres with a URL) plus our tables. */
export async function openFrameDatabase(options: {
  databaseUrl?: string
  dataDir?: string
  database?: Database
}): Promise<Database> {
  const db =
    options.database ??
    (await openDatabase({
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    }))
  if (options.database) await migrate(db)
  await migrate(db, FRAME_MIGRATIONS)
  return db
}
