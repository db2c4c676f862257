import { Redis } from 'ioredis'
import { describeError, type Logger } from '../server/Logger'
import { type RateLimiter, type TakeResult, TokenBucketLimiter } from './TokenBucketLimiter'

/**
 * One token bucket in a hash (tokens, at), refilled by Redis's own clock so replicas with
 * skewed clocks agree; it expires once it would be full again. Returns {allowed, retry seconds}.
 */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local burst = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local stored = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(stored[1]) or burst
local at = tonumber(stored[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * rate)
local allowed = 0
if tokens >= cost then
  tokens = tokens - cost
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / rate * 1000) + 1000)
if allowed == 1 then return {1, 0} end
return {0, math.ceil((cost - tokens) / rate)}`

type TakingRedis = Redis & {
  latchkeyTake(key: string, burst: number, perSecond: number, cost: number): Promise<unknown>
}

export interface RedisRateLimiterOptions {
  url: string
  keyPrefix: string
  burst: number
  perSecond: number
  logger: Logger
}

/**
 * Rate limits shared by every provider process on one Redis: a client limited through one
 * replica is limited through all. While Redis is away, each process limits on its own.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly fallback: TokenBucketLimiter
  private warnedAt = 0

  private constructor(
    private readonly redis: TakingRedis,
    private readonly options: RedisRateLimiterOptions,
  ) {
    this.fallback = new TokenBucketLimiter(options.burst, options.perSecond)
  }

  /** Connects first, so a Redis that does not answer stops the start with its error. */
  static async open(options: RedisRateLimiterOptions): Promise<RedisRateLimiter> {
    // No offline queue: while Redis is away a take fails at once and the local bucket answers.
    const redis = new Redis(options.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    })
    redis.on('error', () => {})
    try {
      await redis.connect()
    } catch (error) {
      redis.disconnect()
      throw error
    }
    // A defined command runs by its SHA, so the script text is not sent with every request.
    redis.defineCommand('latchkeyTake', { numberOfKeys: 1, lua: TAKE })
    return new RedisRateLimiter(redis as TakingRedis, options)
  }

  async take(key: string, cost = 1): Promise<TakeResult> {
    const price = Math.min(Math.max(cost, 0), this.options.burst)
    try {
      const [allowed, retry] = (await this.redis.latchkeyTake(
        this.options.keyPrefix + key,
        this.options.burst,
        this.options.perSecond,
        price,
      )) as [number, number]
      return allowed === 1 ? { allowed: true } : { allowed: false, retryAfterSeconds: retry }
    } catch (error) {
      // One warning a minute, not one per request, while Redis is down.
      if (Date.now() - this.warnedAt > 60_000) {
        this.warnedAt = Date.now()
        this.options.logger.warn('rate limit redis unavailable', describeError(error))
      }
      return this.fallback.take(key, price)
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect()
    await this.fallback.close()
  }
}
