import type { Clock } from '../time/clock'
import type { AnalyticsPage } from './analyticsPage'
import { ANALYTICS_BATCH, type AnalyticsBatchLimits } from './batchLimits'

/**
 * What became of one batch: stored; failed for now (network, 5xx after HttpClient's retries);
 * refused for good (any other 4xx); or forbidden, after which nothing is sent any more (403).
 */
export type BatchOutcome = 'delivered' | 'failed' | 'refused' | 'forbidden'

export interface AnalyticsQueueOptions<E> {
  clock: Clock
  page: AnalyticsPage
  /** Read at each push and each flush: events queued while it turned false are dropped. */
  isEnabled(): boolean
  /** Sends one batch and says how it went; never rejects. */
  post(events: E[]): Promise<BatchOutcome>
  /** Sends one batch as the page is hidden or left (sendBeacon); true once handed over. */
  postOnHide(events: E[]): Promise<boolean>
  limits?: Partial<AnalyticsBatchLimits>
}

interface Queued<E> {
  event: E
  bytes: number
  /** Flushes this event failed in so far. */
  failures: number
  settle(delivered: boolean): void
}

/**
 * Holds events until the page is idle, then sends them together, one request at a time, in the
 * order they happened. A flush starts DEBOUNCE_MS after the latest event (MAX_WAIT_MS after the
 * oldest at the latest), in the next idle moment; at once when MAX_EVENTS are queued; and with
 * sendBeacon when the page is hidden or left. Retry policy: a batch that failed (after
 * HttpClient's own retries) goes back to the head of the queue and leaves with the next flush
 * (the next event's or the page hide's); an event that failed in MAX_FLUSHES flushes, or that the
 * provider refused, is dropped. Events keep their eventId through retries, and the provider
 * stores an id once per project, so a retry never stores an event twice.
 */
export class AnalyticsQueue<E> {
  private queued: Queued<E>[] = []
  private readonly limits: AnalyticsBatchLimits
  private timer: unknown
  private oldestAt: number | undefined
  private tail: Promise<void> | undefined
  private listening = false

  constructor(private readonly options: AnalyticsQueueOptions<E>) {
    this.limits = { ...ANALYTICS_BATCH, ...options.limits }
  }

  /** How many events wait to be sent. */
  get size(): number {
    return this.queued.length
  }

  /** Queues an event; resolves to whether it was delivered (false once dropped). */
  push(event: E): Promise<boolean> {
    if (!this.options.isEnabled()) return Promise.resolve(false)
    const bytes = utf8Length(JSON.stringify(event))
    if (bytes > this.limits.MAX_EVENT_BYTES) return Promise.resolve(false)
    return new Promise<boolean>((settle) => {
      this.queued.push({ event, bytes, failures: 0, settle })
      this.listen()
      if (this.queued.length >= this.limits.MAX_EVENTS) void this.flush()
      else this.schedule()
    })
  }

  /** Sends everything queued now, after any flush already under way; never rejects. */
  flush(): Promise<void> {
    this.cancelTimer()
    const run = (this.tail ?? Promise.resolve()).then(() => this.drain())
    this.tail = run
    void run.finally(() => {
      if (this.tail === run) this.tail = undefined
    })
    return run
  }

  /** Drops everything queued (each push resolves false). */
  clear(): void {
    this.cancelTimer()
    for (const item of this.queued.splice(0)) item.settle(false)
  }

  private schedule(): void {
    const now = this.options.clock.now()
    this.oldestAt ??= now
    if (this.timer !== undefined) this.options.clock.clearTimeout(this.timer)
    const wait = Math.min(this.limits.DEBOUNCE_MS, this.oldestAt + this.limits.MAX_WAIT_MS - now)
    this.timer = this.options.clock.setTimeout(
      () => {
        this.timer = undefined
        const run = () => void this.flush()
        if (this.options.page.whenIdle) this.options.page.whenIdle(run)
        else run()
      },
      Math.max(0, wait),
    )
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) this.options.clock.clearTimeout(this.timer)
    this.timer = undefined
    this.oldestAt = undefined
  }

  private async drain(): Promise<void> {
    while (this.queued.length) {
      if (!this.options.isEnabled()) return this.clear()
      const batch = this.take()
      const outcome = await this.options.post(batch.map((item) => item.event))
      if (outcome === 'delivered') for (const item of batch) item.settle(true)
      else if (outcome === 'forbidden') {
        for (const item of batch) item.settle(false)
        return this.clear()
      } else if (outcome === 'refused') for (const item of batch) item.settle(false)
      else {
        const again = batch.filter((item) => ++item.failures < this.limits.MAX_FLUSHES)
        for (const item of batch) if (!again.includes(item)) item.settle(false)
        this.queued.unshift(...again)
        // The provider is unreachable now: the rest waits for the next flush too.
        return
      }
    }
  }

  /** The oldest events that fit one request. */
  private take(): Queued<E>[] {
    let bytes = 0
    let count = 0
    for (const item of this.queued) {
      if (count === this.limits.MAX_EVENTS) break
      if (count > 0 && bytes + item.bytes + 1 > this.limits.MAX_BYTES) break
      bytes += item.bytes + 1
      count++
    }
    return this.queued.splice(0, count)
  }

  private listen(): void {
    if (this.listening || !this.options.page.onHide) return
    this.listening = true
    this.options.page.onHide(() => this.sendOnHide())
  }

  /** The page may be going away: hand everything queued to the browser now. */
  private sendOnHide(): void {
    if (!this.queued.length) return
    this.cancelTimer()
    if (!this.options.isEnabled()) {
      this.clear()
      return
    }
    while (this.queued.length) {
      const batch = this.take()
      void this.options.postOnHide(batch.map((item) => item.event)).then(
        (sent) => {
          for (const item of batch) item.settle(sent)
        },
        () => {
          for (const item of batch) item.settle(false)
        },
      )
    }
  }
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length
}
