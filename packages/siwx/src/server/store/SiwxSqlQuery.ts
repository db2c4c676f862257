/**
 * The one call siwx makes on the host's Postgres: `$1`-style parameters, rows back. A `pg` Pool
 * (`(text, params) => pool.query(text, params)`) and PGlite's `query` both fit.
 */
export type SiwxSqlQuery = (
  text: string,
  params?: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,50}(\.[A-Za-z_][A-Za-z0-9_]{0,50})?$/

/** A table name, checked because SQL cannot take it as a parameter. */
export function sqlTableName(table: string): string {
  if (!IDENTIFIER.test(table)) throw new TypeError(`Not a plain SQL table name: ${table}`)
  return table
}

/**
 * Runs `create` (CREATE TABLE IF NOT EXISTS…) once. Two processes creating the same table at
 * once can fail one of them in Postgres, so a failure is retried once, then on next use.
 */
export function onceCreated(create: () => Promise<void>): () => Promise<void> {
  let created: Promise<void> | undefined
  return () => {
    created ??= create()
      .catch(create)
      .catch((error) => {
        created = undefined
        throw error
      })
    return created
  }
}

/**
 * True every `every`-th call: how a SQL store runs its bounding DELETE, which scans up to its cap
 * of index entries, on a tenth of the writes instead of all of them.
 */
export function everyNth(every: number): () => boolean {
  let calls = 0
  return () => ++calls % every === 0
}
