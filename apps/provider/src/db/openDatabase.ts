import { createPgliteDatabase } from './createPgliteDatabase'
import { createPostgresDatabase } from './createPostgresDatabase'
import type { Database } from './Database'
import { migrate } from './migrate'

export interface OpenDatabaseOptions {
  databaseUrl?: string
  dataDir?: string
}

/** Opens Postgres when a URL is given, PGlite otherwise, and brings the schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await createPostgresDatabase(options.databaseUrl)
    : await createPgliteDatabase(options.dataDir)
  try {
    await migrate(db)
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
  return db
}
