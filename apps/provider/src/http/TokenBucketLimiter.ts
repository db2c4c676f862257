export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Token buckets by key, refilled continuously; bounded in memory by dropping the oldest buckets. */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): TakeResult {
    const now = this.now()
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now }
    const tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond)
    this.buckets.delete(key)
    if (this.buckets.size >= this.maxKeys) {
      const oldest = this.buckets.keys().next()
      if (!oldest.done) this.buckets.delete(oldest.value)
    }
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now })
      return { allowed: false, retryAfterSeconds: Math.ceil((1 - tokens) / this.perSecond) }
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now })
    return { allowed: true }
  }
}
