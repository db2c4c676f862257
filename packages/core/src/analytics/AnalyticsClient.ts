import { type AnalyticsEventName, isAnalyticsEvent } from '../constants/analytics'
import { HTTP_RETRY } from '../constants/limits'
import { HttpClient, httpStatusOf } from '../http/HttpClient'
import { type Clock, systemClock } from '../time/clock'
import { randomUuid } from './uuid'

export interface AnalyticsClientOptions {
  baseUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  /** The analytics feature flag; nothing is sent while false. */
  enabled: boolean
  fetch?: typeof fetch
  clock?: Clock
  /** Called once when the provider answers 403, i.e. the app is not allowed to report. */
  onForbidden?: () => void
  /** The page the event happened on; defaults to `location.href` when there is one. */
  getPageUrl?: () => string | undefined
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
 * POST /e for the SPEC §7 events. Fire and forget: `sendEvent` resolves to whether the event was
 * delivered and never rejects. A 403 is not retried; it calls `onForbidden` and stops sending.
 */
export class AnalyticsClient {
  private enabled: boolean
  private forbidden = false
  private readonly http: HttpClient
  private readonly clock: Clock

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
  }

  get isEnabled(): boolean {
    return this.enabled && !this.forbidden
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled
  }

  async sendEvent(
    event: AnalyticsEventName,
    properties?: Record<string, unknown>,
    address?: string,
  ): Promise<boolean> {
    if (!this.isEnabled || !isAnalyticsEvent(event)) return false
    const url = this.pageUrl()
    const body: AnalyticsEventBody = {
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
    }
    try {
      await this.http.post('e', {
        params: {
          projectId: this.options.projectId,
          st: this.options.sdkType,
          sv: this.options.sdkVersion,
        },
        body,
      })
      return true
    } catch (error) {
      if (httpStatusOf(error) === 403 && !this.forbidden) {
        this.forbidden = true
        try {
          this.options.onForbidden?.()
        } catch {
          // The caller's handler must not turn a report into a crash.
        }
      }
      return false
    }
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
