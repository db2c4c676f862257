export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Token buckets by key: in this process's memory, or in Redis shared by every replica. */
export interface RateLimiter {
  /** Spends `cost` tokens of the key's bucket (cut to the bucket size, so any cost can pass). */
  take(key: string, cost?: number): TakeResult | Promise<TakeResult>
  close(): Promise<void>
}

/** Token buckets by key, refilled continuously; bounded in memory by dropping the oldest buckets. */
export class TokenBucketLimiter implements RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string, cost = 1): TakeResult {
    const price = Math.min(Math.max(cost, 0), this.burst)
    const now = this.now()
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now }
    const tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond)
    this.buckets.delete(key)
    if (this.buckets.size >= this.maxKeys) {
      const oldest = this.buckets.keys().next()
      if (!oldest.done) this.buckets.delete(oldest.value)
    }
    if (tokens < price) {
      this.buckets.set(key, { tokens, at: now })
      return { allowed: false, retryAfterSeconds: Math.ceil((price - tokens) / this.perSecond) }
    }
    this.buckets.set(key, { tokens: tokens - price, at: now })
    return { allowed: true }
  }

  async close(): Promise<void> {
    this.buckets.clear()
  }
}
