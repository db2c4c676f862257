import { createHash } from 'node:crypto'
import type { Database, DatabaseSession } from '../db/Database'

/** Which process indexes a chain: one at a time among replicas sharing a database. */
export interface IndexerLease {
  /** Whether this process holds the chain's lease now, taking it when it is free. */
  hold(chainId: string): Promise<boolean>
  /** Gives up every lease this process holds. */
  release(): Promise<void>
}

/** PGlite serves one process: it always leads. */
export const soleLease: IndexerLease = {
  hold: async () => true,
  release: async () => {},
}

/** The chain's advisory-lock key: 64 bits of a hash, so chains never share a lock. */
export const leaseKey = (chainId: string): string =>
  BigInt.asIntN(
    64,
    createHash('sha256').update(`latchkey-indexer:${chainId}`).digest().readBigUInt64BE(0),
  ).toString()

/**
 * Session-level Postgres advisory locks on a connection of their own: a process that dies loses
 * its connection, the server drops its locks, and another replica's next try takes them over.
 */
export class AdvisoryLease implements IndexerLease {
  private session: DatabaseSession | undefined
  private readonly held = new Set<string>()
  // One caller at a time: chains' loops must not open two sessions or drop each other's.
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly openSession: () => Promise<DatabaseSession>) {}

  hold(chainId: string): Promise<boolean> {
    return this.exclusive(async () => {
      if (this.session?.lost) await this.drop()
      this.session ??= await this.openSession()
      try {
        if (this.held.has(chainId)) {
          // The lock lives as long as the connection; a round trip proves it is still there.
          await this.session.query('SELECT 1')
          return true
        }
        const [row] = await this.session.query<{ taken: boolean }>(
          'SELECT pg_try_advisory_lock($1::bigint) AS taken',
          [leaseKey(chainId)],
        )
        if (row?.taken) this.held.add(chainId)
        return row?.taken === true
      } catch (error) {
        await this.drop()
        throw error
      }
    })
  }

  release(): Promise<void> {
    return this.exclusive(() => this.drop())
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn)
    this.queue = run.catch(() => {})
    return run
  }

  /** Closes the session: the server releases every lock it held. */
  private async drop(): Promise<void> {
    const session = this.session
    this.session = undefined
    this.held.clear()
    await session?.close()
  }
}

/** The lease a database calls for: advisory locks on Postgres, none needed on PGlite. */
export function indexerLease(db: Database): IndexerLease {
  const open = db.openSession?.bind(db)
  return open ? new AdvisoryLease(open) : soleLease
}
