import type { Database } from '../db/Database'
import { deleteInSlices, PruneTimer } from '../db/PruneTimer'
import { describeError, type Logger } from '../server/Logger'

export interface RetentionSettings {
  /** Events received longer ago than this are deleted; 0 keeps them forever. */
  retentionDays: number
  pruneIntervalMs: number
}

/** Deletes analytics events older than the retention, at start and then on a timer. */
export class AnalyticsRetention {
  private readonly timer: PruneTimer

  constructor(
    private readonly db: Database,
    private readonly settings: RetentionSettings,
    logger: Logger,
  ) {
    this.timer = new PruneTimer(
      () => this.prune(),
      settings.pruneIntervalMs,
      (error) => logger.warn('analytics prune failed', describeError(error)),
    )
  }

  start(): void {
    if (this.settings.retentionDays !== 0) this.timer.start()
  }

  /** Deletes what is past the retention now; resolves with how many events went. */
  prune(): Promise<number> {
    return deleteInSlices(
      this.db,
      (limit) => `DELETE FROM analytics_events WHERE id IN (
         SELECT id FROM analytics_events
         WHERE received_at < now() - make_interval(days => $1::int) LIMIT ${limit}
       ) RETURNING id`,
      [this.settings.retentionDays],
    )
  }

  stop(): Promise<void> {
    return this.timer.stop()
  }
}
