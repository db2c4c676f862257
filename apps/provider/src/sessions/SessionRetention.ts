import type { Database } from '../db/Database'
import { deleteInSlices, PruneTimer } from '../db/PruneTimer'
import { describeError, type Logger } from '../server/Logger'

/** Deletes expired sign-in sessions and nonces, at start and then on a timer (as analytics does). */
export class SessionRetention {
  private readonly timer: PruneTimer

  constructor(
    private readonly db: Database,
    settings: { pruneIntervalMs: number },
    logger: Logger,
  ) {
    this.timer = new PruneTimer(
      () => this.prune(),
      settings.pruneIntervalMs,
      (error) => logger.warn('sign-in session prune failed', describeError(error)),
    )
  }

  start(): void {
    this.timer.start()
  }

  /** Deletes what has expired now; resolves with how many sessions went. */
  async prune(): Promise<number> {
    await this.db.query('DELETE FROM siwx_nonces WHERE expires_at <= now()')
    return deleteInSlices(
      this.db,
      (limit) => `DELETE FROM siwx_sessions WHERE pci IN (
         SELECT pci FROM siwx_sessions WHERE expires_at <= now() LIMIT ${limit}
       ) RETURNING pci`,
    )
  }

  stop(): Promise<void> {
    return this.timer.stop()
  }
}
