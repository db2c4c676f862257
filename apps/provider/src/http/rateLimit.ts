import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv, Services } from '../server/Services'
import { ApiError } from './ApiError'
import { clientIp } from './clientIp'
import type { TakeResult } from './TokenBucketLimiter'

// Requests that already paid, so the catch-all below does not charge them twice.
const charged = new WeakSet<Request>()

/** The bucket of a client IP's requests to one project. */
export const projectBucket = (c: Context, services: Services, projectId: string) =>
  `p|${projectId}|${clientIp(c, services.config.trustProxy)}`

/** The bucket of a client IP's requests that name no known project (preflights, 404s, bad ids). */
export const anonymousBucket = (c: Context, services: Services) =>
  `ip|${clientIp(c, services.config.trustProxy)}`

/** Spends `cost` tokens of a bucket and says whether they were there. */
export async function spend(
  c: Context,
  services: Services,
  bucket: string,
  cost = 1,
): Promise<TakeResult> {
  charged.add(c.req.raw)
  if (!services.limiter || cost <= 0) return { allowed: true }
  return services.limiter.take(bucket, cost)
}

/** Spends `cost` tokens of a bucket; throws the 429 when it is empty. */
export async function charge(c: Context, services: Services, bucket: string, cost = 1) {
  const taken = await spend(c, services, bucket, cost)
  if (!taken.allowed) throw rateLimited(taken.retryAfterSeconds)
}

export const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', 'Too many requests: slow down and retry later', {
    'Retry-After': String(retryAfterSeconds),
  })

/**
 * Charges every request no route charged (preflights, unknown paths, refused project ids) to
 * its IP's anonymous bucket, after the fact: once that bucket is empty they get 429 instead.
 */
export const chargeUncharged =
  (services: Services): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next()
    if (!services.limiter || charged.has(c.req.raw)) return
    const taken = await services.limiter.take(anonymousBucket(c, services), 1)
    if (taken.allowed) return
    const refusal = rateLimited(taken.retryAfterSeconds)
    c.res = c.json(refusal.toBody(), 429, refusal.headers)
  }
