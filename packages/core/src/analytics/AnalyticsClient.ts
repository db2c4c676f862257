import { type AnalyticsEventName, isAnalyticsEvent } from '../constants/analytics'
import { HTTP_RETRY } from '../constants/httpRetry'
import { HttpClient, httpStatusOf } from '../http/HttpClient'
import { type Clock, systemClock } from '../time/clock'
import { AnalyticsQueue, type BatchOutcome } from './AnalyticsQueue'
import { type AnalyticsPage, browserPage } from './analyticsPage'
import type { AnalyticsBatchLimits } from './batchLimits'
import { randomUuid } from './uuid'

// The provider takes a batch as JSON in a text/plain body: sendBeacon can send that type without
// a CORS preflight, and so the idle POST is one request, not two.
const BATCH_TYPE = 'text/plain;charset=UTF-8'

export interface AnalyticsClientOptions {
  baseUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  /** The analytics feature flag, or how to read it; nothing is sent while false. */
  enabled: boolean | (() => boolean)
  fetch?: typeof fetch
  clock?: Clock
  /** Called once when the provider answers 403, i.e. the app is not allowed to report. */
  onForbidden?: () => void
  /** The page the event happened on; defaults to `location.href` when there is one. */
  getPageUrl?: () => string | undefined
  /** Idle callbacks, page-hide events and sendBeacon; defaults to the browser's, if any. */
  page?: AnalyticsPage
  /** Overrides of ANALYTICS_BATCH (tests). */
  batch?: Partial<AnalyticsBatchLimits>
}

export interface AnalyticsEventBody {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: {
    type: 'track'
    event: AnalyticsEventName
    properties?: Record<string, unknown>
    address?: string
  }
}

/**
 * The SPEC §7 events, queued and sent in batches to POST /e/batch (AnalyticsQueue says when).
 * Fire and forget: `sendEvent` resolves to whether the event was delivered and never rejects.
 * A 403 is not retried; it calls `onForbidden` once, drops the queue and stops sending.
 */
export class AnalyticsClient {
  private enabled: boolean | (() => boolean)
  private forbidden = false
  private readonly http: HttpClient
  private readonly clock: Clock
  private readonly queue: AnalyticsQueue<AnalyticsEventBody>
  private readonly page: AnalyticsPage

  constructor(private readonly options: AnalyticsClientOptions) {
    this.enabled = options.enabled
    this.clock = options.clock ?? systemClock
    this.http = new HttpClient({
      baseUrl: options.baseUrl,
      clock: this.clock,
      // A 403 means the project or origin is refused; asking again cannot change that.
      retry: { statuses: HTTP_RETRY.statuses.filter((status) => status !== 403) },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })
    this.page = options.page ?? browserPage()
    this.queue = new AnalyticsQueue<AnalyticsEventBody>({
      clock: this.clock,
      page: this.page,
      isEnabled: () => this.isEnabled,
      post: (events) => this.post(events),
      postOnHide: (events) => this.postOnHide(events),
      ...(options.batch ? { limits: options.batch } : {}),
    })
  }

  get isEnabled(): boolean {
    const enabled = typeof this.enabled === 'function' ? this.enabled() : this.enabled
    return enabled && !this.forbidden
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled
    if (!enabled) this.queue.clear()
  }

  /** Queues one event; resolves once its batch was delivered (true) or dropped (false). */
  sendEvent(
    event: AnalyticsEventName,
    properties?: Record<string, unknown>,
    address?: string,
  ): Promise<boolean> {
    if (!this.isEnabled || !isAnalyticsEvent(event)) return Promise.resolve(false)
    const url = this.pageUrl()
    return this.queue.push({
      eventId: randomUuid(),
      url,
      domain: hostOf(url),
      timestamp: this.clock.now(),
      props: {
        type: 'track',
        event,
        ...(properties ? { properties } : {}),
        ...(address ? { address } : {}),
      },
    })
  }

  /** Sends every queued event now instead of at the next idle moment. */
  flush(): Promise<void> {
    return this.queue.flush()
  }

  private get params() {
    return {
      projectId: this.options.projectId,
      st: this.options.sdkType,
      sv: this.options.sdkVersion,
    }
  }

  private async post(events: AnalyticsEventBody[]): Promise<BatchOutcome> {
    try {
      await this.http.post('e/batch', {
        params: this.params,
        body: { events },
        headers: { 'content-type': BATCH_TYPE },
        // A batch under way as the page is left still arrives.
        keepalive: true,
      })
      return 'delivered'
    } catch (error) {
      const status = httpStatusOf(error)
      if (status === 403) return this.refusedForGood()
      // Unreachable, overloaded or timed out may pass; any other answer would be the same again.
      return status === undefined || status === 408 || status === 429 || status >= 500
        ? 'failed'
        : 'refused'
    }
  }

  /** sendBeacon cannot read the answer; where it is missing or declines, a keepalive fetch. */
  private async postOnHide(events: AnalyticsEventBody[]): Promise<boolean> {
    const url = this.http.url('e/batch', this.params)
    const body = JSON.stringify({ events })
    if (this.page.sendBeacon?.(url, new Blob([body], { type: BATCH_TYPE }))) return true
    try {
      const response = await (this.options.fetch ?? globalThis.fetch)(url, {
        method: 'POST',
        body,
        headers: { 'content-type': BATCH_TYPE },
        keepalive: true,
      })
      if (response.status === 403) this.refusedForGood()
      return response.ok
    } catch {
      return false
    }
  }

  private refusedForGood(): 'forbidden' {
    if (!this.forbidden) {
      this.forbidden = true
      this.queue.clear()
      try {
        this.options.onForbidden?.()
      } catch {
        // The caller's handler must not turn a report into a crash.
      }
    }
    return 'forbidden'
  }

  private pageUrl(): string {
    try {
      return (
        this.options.getPageUrl?.() ?? (globalThis as { location?: Location }).location?.href ?? ''
      )
    } catch {
      return ''
    }
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}
