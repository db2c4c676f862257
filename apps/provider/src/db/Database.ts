/** Runs SQL with $1-style parameters; the one thing both storage back-ends must do. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>
}

/** A connection of its own, outside the pool: what session-bound state such as advisory locks needs. */
export interface DatabaseSession extends Queryable {
  /** True once the connection failed or ended: whatever the session held is gone. */
  readonly lost: boolean
  close(): Promise<void>
}

/** The provider's storage: PGlite (embedded) or a Postgres server, same SQL. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` inside BEGIN/COMMIT; rolls back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** A dedicated connection; absent on PGlite, where this process is the only one. */
  openSession?(): Promise<DatabaseSession>
  close(): Promise<void>
}
