/** When queued analytics events leave the page and how many go together (see README "Analytics"). */
export const ANALYTICS_BATCH = Object.freeze({
  /** Quiet time after the latest event before the queue waits for an idle moment (whenIdle). */
  DEBOUNCE_MS: 2_000,
  /** However busy, a queued event waits at most this long for its flush to start. */
  MAX_WAIT_MS: 10_000,
  /** A queue this long is sent at once. The provider takes up to 50 per request. */
  MAX_EVENTS: 20,
  /** One request's body stays under sendBeacon's 64 KiB quota and the provider's batch cap. */
  MAX_BYTES: 60_000,
  /** An event larger than this is dropped (the provider refuses events over 16 KiB). */
  MAX_EVENT_BYTES: 16_384,
  /** Flushes an event may fail in before it is dropped (each flush retries as HttpClient does). */
  MAX_FLUSHES: 2,
})

export type AnalyticsBatchLimits = { -readonly [K in keyof typeof ANALYTICS_BATCH]: number }
