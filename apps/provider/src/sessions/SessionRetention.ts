import type { Database } from '../db/Database'
import { describeError, type Logger } from '../server/Logger'

// Deleted in slices, so one prune never holds a long transaction over a big table.
const SLICE = 5_000

/** Deletes expired sign-in sessions and nonces, at start and then on a timer (as analytics does). */
export class SessionRetention {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined

  constructor(
    private readonly db: Database,
    private readonly settings: { pruneIntervalMs: number },
    private readonly logger: Logger,
  ) {}

  start(): void {
    if (this.timer) return
    const tick = () => {
      this.running ??= this.prune()
        .then(() => undefined)
        .catch((error) => this.logger.warn('sign-in session prune failed', describeError(error)))
        .finally(() => {
          this.running = undefined
        })
    }
    tick()
    this.timer = setInterval(tick, this.settings.pruneIntervalMs)
    this.timer.unref()
  }

  /** Deletes what has expired now; resolves with how many sessions went. */
  async prune(): Promise<number> {
    await this.db.query('DELETE FROM siwx_nonces WHERE expires_at <= now()')
    let deleted = 0
    for (;;) {
      const rows = await this.db.query<{ pci: string }>(
        `DELETE FROM siwx_sessions WHERE pci IN (
           SELECT pci FROM siwx_sessions WHERE expires_at <= now() LIMIT ${SLICE}
         ) RETURNING pci`,
      )
      deleted += rows.length
      if (rows.length < SLICE) return deleted
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer)
    this.timer = undefined
    await this.running
  }
}
