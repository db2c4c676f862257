import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './Database'

/**
 * Embedded Postgres: in memory without a directory, persisted with one. An open PGlite
 * instance (e.g. loaded from a dump) can be passed instead; closing the Database closes it.
 */
export async function createPgliteDatabase(source?: string | PGlite): Promise<Database> {
  const pg = source instanceof PGlite ? source : source ? new PGlite(source) : new PGlite()
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
