import pg from 'pg'
import type { Database, DatabaseSession, Queryable } from './Database'

const INT8_OID = 20

/** A Postgres server through a connection pool; int8 parsed as numbers, as PGlite does. */
export async function createPostgresDatabase(connectionString: string): Promise<Database> {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID
        ? Number
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  }
  const pool = new pg.Pool({ connectionString, max: 10, types })
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  const client = await pool.connect()
  client.release()
  const wrap = (q: pg.Pool | pg.PoolClient | pg.Client): Queryable => ({
    query: async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await q.query(sql, params as unknown[])).rows as Row[],
  })
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const conn = await pool.connect()
      try {
        await conn.query('BEGIN')
        const result = await fn(wrap(conn))
        await conn.query('COMMIT')
        return result
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        conn.release()
      }
    },
    async openSession(): Promise<DatabaseSession> {
      const client = new pg.Client({ connectionString, types })
      let lost = false
      // A dropped connection must not crash the process; the session's holder sees `lost`.
      client.on('error', () => {
        lost = true
      })
      client.on('end', () => {
        lost = true
      })
      await client.connect()
      return {
        ...wrap(client),
        get lost() {
          return lost
        },
        close: () => client.end().catch(() => {}),
      }
    },
    close: () => pool.end(),
  }
}
