// Its own module: LIMITS is start-up code, and a bundler places a module whole (issue 13).

/** HTTP retry policy of SPEC §7: retries after the first try, base delay doubling each time. */
export const HTTP_RETRY = Object.freeze({
  attempts: 3,
  baseDelayMs: 150,
  statuses: Object.freeze([403, 408, 413, 429, 500, 502, 503, 504] as const),
  /** A Retry-After longer than this is not waited for; the status error is raised instead. */
  maxRetryAfterMs: 60_000,
})
