import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './Database'

/** Embedded Postgres: in memory without a directory, persisted with one. */
export async function createPgliteDatabase(dataDir?: string): Promise<Database> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite()
  await pg.waitReady
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    query: async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await q.query<Row>(sql, params as unknown[])).rows,
  })
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  }
}
