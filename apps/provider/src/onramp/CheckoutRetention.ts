import type { Database } from '../db/Database'
import { describeError, type Logger } from '../server/Logger'

// Deleted in slices, so one prune never holds a long transaction over a big table.
const SLICE = 5_000

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
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined

  constructor(
    private readonly db: Database,
    private readonly settings: CheckoutRetentionParameters,
    private readonly logger: Logger,
  ) {}

  start(): void {
    if (this.timer) return
    const tick = () => {
      this.running ??= this.prune()
        .then(() => undefined)
        .catch((error) => this.logger.warn('onramp checkout prune failed', describeError(error)))
        .finally(() => {
          this.running = undefined
        })
    }
    tick()
    this.timer = setInterval(tick, this.settings.pruneIntervalMs)
    this.timer.unref()
  }

  /** Deletes the unpaid checkouts past the retention now; resolves with how many went. */
  async prune(): Promise<number> {
    let deleted = 0
    for (;;) {
      // A claimed checkout has paid_at set in the same statement: it is never deleted here.
      const rows = await this.db.query<{ id: string }>(
        `DELETE FROM onramp_purchases WHERE id IN (
           SELECT id FROM onramp_purchases
           WHERE paid_at IS NULL
             AND expires_at < now() - make_interval(secs => $1::double precision / 1000)
           LIMIT ${SLICE}
         ) RETURNING id`,
        [this.settings.expiredCheckoutRetentionMs],
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
