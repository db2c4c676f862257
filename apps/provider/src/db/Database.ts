/** Runs SQL with $1-style parameters; the one thing both storage back-ends must do. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>
}

/** The provider's storage: PGlite (embedded) or a Postgres server, same SQL. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` inside BEGIN/COMMIT; rolls back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
