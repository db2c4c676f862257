import type { Database } from '../db/Database'
import { describeError, type Logger } from '../server/Logger'

// Deleted in slices, so one prune never holds a long transaction over a big table.
const SLICE = 5_000

export interface RetentionSettings {
  /** Events received longer ago than this are deleted; 0 keeps them forever. */
  retentionDays: number
  pruneIntervalMs: number
}

/** Deletes analytics events older than the retention, at start and then on a timer. */
export class AnalyticsRetention {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined

  constructor(
    private readonly db: Database,
    private readonly settings: RetentionSettings,
    private readonly logger: Logger,
  ) {}

  start(): void {
    if (this.settings.retentionDays === 0 || this.timer) return
    const tick = () => {
      this.running ??= this.prune()
        .then(() => undefined)
        .catch((error) => this.logger.warn('analytics prune failed', describeError(error)))
        .finally(() => {
          this.running = undefined
        })
    }
    tick()
    this.timer = setInterval(tick, this.settings.pruneIntervalMs)
    this.timer.unref()
  }

  /** Deletes what is past the retention now; resolves with how many events went. */
  async prune(): Promise<number> {
    let deleted = 0
    for (;;) {
      const rows = await this.db.query<{ id: string }>(
        `DELETE FROM analytics_events WHERE id IN (
           SELECT id FROM analytics_events
           WHERE received_at < now() - make_interval(days => $1::int) LIMIT ${SLICE}
         ) RETURNING id`,
        [this.settings.retentionDays],
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
