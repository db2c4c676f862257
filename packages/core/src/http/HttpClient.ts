import { HTTP_RETRY } from '../constants/httpRetry'
import { latchkeyErrorWith } from '../errors/catalogue'
import type { LatchkeyError } from '../errors/LatchkeyError'
import { type Clock, systemClock } from '../time/clock'
import { sleep } from '../time/sleep'
import { parseRetryAfter } from './retryAfter'

export type QueryValue = string | number | boolean | null | undefined
export type QueryParams = Record<string, QueryValue>

export interface RetryPolicy {
  /** Retries after the first try. */
  attempts: number
  baseDelayMs: number
  statuses: readonly number[]
  maxRetryAfterMs: number
}

export interface HttpClientOptions {
  baseUrl: string
  /** Defaults to the global fetch, looked up at each request. */
  fetch?: typeof fetch
  clock?: Clock
  headers?: Record<string, string>
  retry?: Partial<RetryPolicy>
}

export interface RequestOptions {
  params?: QueryParams
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Lets the request outlive the page (fetch `keepalive`), e.g. events sent as it is left. */
  keepalive?: boolean
}

export interface PostOptions extends RequestOptions {
  /** Sent as JSON. */
  body?: unknown
}

/**
 * JSON over fetch with the SPEC §7 retry policy: up to 3 retries on 403, 408, 413, 429, 5xx
 * gateway statuses, waiting 150 ms doubling, or what Retry-After says. A final non-OK status
 * raises 'HTTP status code: {n}' with `details.status` and `details.body`; an aborted signal
 * raises 'Request was aborted'; a network failure raises code UNKNOWN_ERROR with the failure's
 * own text, or 'Unknown error' when it has none.
 */
export class HttpClient {
  readonly baseUrl: string
  private readonly options: HttpClientOptions
  private readonly clock: Clock
  private readonly retry: RetryPolicy

  constructor(options: HttpClientOptions) {
    this.options = options
    this.baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`
    this.clock = options.clock ?? systemClock
    this.retry = { ...HTTP_RETRY, ...options.retry }
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path, options)
  }

  post<T>(path: string, options: PostOptions = {}): Promise<T> {
    return this.request<T>('POST', path, options)
  }

  /** The absolute URL of a path with its query; empty and undefined params are left out. */
  url(path: string, params: QueryParams = {}): string {
    const url = new URL(path.replace(/^\/+/, ''), this.baseUrl)
    for (const [key, value] of Object.entries(params))
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
    return url.toString()
  }

  async request<T>(method: string, path: string, options: PostOptions = {}): Promise<T> {
    const { signal } = options
    const hasBody = options.body !== undefined
    const init: RequestInit = {
      method,
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...this.options.headers,
        ...options.headers,
      },
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
      ...(signal ? { signal } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    }
    const url = this.url(path, options.params)

    for (let attempt = 0; ; attempt++) {
      if (signal?.aborted) throw aborted(signal)
      let response: Response
      try {
        response = await (this.options.fetch ?? globalThis.fetch)(url, init)
      } catch (error) {
        if (signal?.aborted) throw aborted(signal)
        throw networkFailure(error)
      }
      if (response.ok) return (await readBody(response)) as T

      const delay = this.retryDelay(response, attempt)
      if (delay === undefined) throw await statusError(response)
      // Frees the connection; not awaited as some bodies only settle once fully read.
      void response.body?.cancel().catch(() => undefined)
      try {
        await sleep(this.clock, delay, signal)
      } catch {
        throw aborted(signal)
      }
    }
  }

  private retryDelay(response: Response, attempt: number): number | undefined {
    if (attempt >= this.retry.attempts || !this.retry.statuses.includes(response.status))
      return undefined
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'), this.clock.now())
    if (retryAfter === undefined) return this.retry.baseDelayMs * 2 ** attempt
    return retryAfter <= this.retry.maxRetryAfterMs ? retryAfter : undefined
  }
}

/** The HTTP status a LatchkeyError from HttpClient carries, if any. */
export function httpStatusOf(error: unknown): number | undefined {
  const status = (error as LatchkeyError | undefined)?.details?.status
  return typeof status === 'number' ? status : undefined
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function statusError(response: Response): Promise<LatchkeyError> {
  const body = await readBody(response).catch(() => undefined)
  return latchkeyErrorWith(
    'HTTP_STATUS_CODE',
    { details: { status: response.status, body } },
    response.status,
  )
}

function aborted(signal: AbortSignal | undefined): LatchkeyError {
  return latchkeyErrorWith('REQUEST_ABORTED', { cause: signal?.reason })
}

function networkFailure(error: unknown): LatchkeyError {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return latchkeyErrorWith('UNKNOWN_ERROR', { cause: error, ...(text ? { message: text } : {}) })
}
