import type { ProviderConfig } from '../config/configSchema'
import type { Logger } from '../server/Logger'
import { RedisRateLimiter } from './RedisRateLimiter'
import { type RateLimiter, TokenBucketLimiter } from './TokenBucketLimiter'

/** The configured rate limiter: none, shared through Redis when `redisUrl` is set, else in memory. */
export async function openRateLimiter(
  config: ProviderConfig,
  logger: Logger,
): Promise<RateLimiter | undefined> {
  const { enabled, burst, perSecond } = config.rateLimit
  if (!enabled) return undefined
  if (!config.redisUrl) return new TokenBucketLimiter(burst, perSecond)
  return RedisRateLimiter.open({
    url: config.redisUrl,
    keyPrefix: 'latchkey:rate:',
    burst,
    perSecond,
    logger,
  })
}
