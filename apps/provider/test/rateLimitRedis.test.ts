import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { call, PROJECT_ID, startTestProvider } from './helpers'
import { type RedisServer, startRedisServer } from './relayRedisServer'

const as = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })

let redis: RedisServer
let first: RunningProvider
let second: RunningProvider

beforeAll(async () => {
  redis = await startRedisServer()
  const config = {
    redisUrl: redis.url,
    // Each test speaks as its own client IP, so their buckets stay apart.
    trustProxy: 1,
    indexer: { enabled: false },
    rateLimit: { burst: 3, perSecond: 0.01 },
  }
  first = await startTestProvider(config)
  second = await startTestProvider(config)
})
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
  await redis?.stop()
})

describe('rate limits shared through Redis', () => {
  it('limits a client on every provider once it spent its burst on any of them', async () => {
    const path = `/v1/supported-chains?projectId=${PROJECT_ID}`
    const client = as('203.0.113.1')
    expect((await call(first.url, path, client)).status).toBe(200)
    expect((await call(second.url, path, client)).status).toBe(200)
    expect((await call(first.url, path, client)).status).toBe(200)
    const limited = await call(second.url, path, client)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await call(first.url, path, client)).status).toBe(429)
    expect((await call(second.url, path, as('203.0.113.2'))).status).toBe(200)
  })

  it('shares the anonymous bucket of unknown paths too', async () => {
    const statuses: number[] = []
    for (const provider of [first, second, first, second, first])
      statuses.push((await call(provider.url, '/no-such-route', as('203.0.113.3'))).status)
    expect(statuses).toEqual([404, 404, 404, 429, 429])
  })

  it('falls back to limiting in memory while Redis is away', async () => {
    await redis.stop()
    const path = `/v1/analytics-config?projectId=${PROJECT_ID}`
    // Fresh local buckets: three pass on one provider, the fourth is limited there.
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await call(first.url, path, as('203.0.113.4'))).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
