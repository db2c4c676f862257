import type { Database } from '../db/Database'
import { deleteInSlices, PruneTimer } from '../db/PruneTimer'
import { describeError, type Logger } from '../server/Logger'

export interface CheckoutRetentionParameters {
  /** Unpaid checkouts that expired longer ago than this are deleted. */
  expiredCheckoutRetentionMs: number
  pruneIntervalMs: number
}

/**
 * Deletes unpaid on-ramp checkouts once expired (issue 39: every generated URL is a row), at start
 * and then on a timer. Paid purchases stay: the on-ramp history lists them.
 */
export class CheckoutRetention {
  private readonly timer: PruneTimer

  constructor(
    private readonly db: Database,
    private readonly settings: CheckoutRetentionParameters,
    logger: Logger,
  ) {
    this.timer = new PruneTimer(
      () => this.prune(),
      settings.pruneIntervalMs,
      (error) => logger.warn('onramp checkout prune failed', describeError(error)),
    )
  }

  start(): void {
    this.timer.start()
  }

  /** Deletes the unpaid checkouts past the retention now; resolves with how many went. */
  prune(): Promise<number> {
    // A claimed checkout has paid_at set in the same statement: it is never deleted here.
    return deleteInSlices(
      this.db,
      (limit) => `DELETE FROM onramp_purchases WHERE id IN (
         SELECT id FROM onramp_purchases
         WHERE paid_at IS NULL
           AND expires_at < now() - make_interval(secs => $1::double precision / 1000)
         LIMIT ${limit}
       ) RETURNING id`,
      [this.settings.expiredCheckoutRetentionMs],
    )
  }

  stop(): Promise<void> {
    return this.timer.stop()
  }
}
