import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { APP_ORIGIN, call, PROJECT_ID, startTestProvider } from './helpers'

let provider: RunningProvider

beforeAll(async () => {
  provider = await startTestProvider({
    indexer: { enabled: false },
    rateLimit: { burst: 3, perSecond: 0.5 },
    projects: [
      { id: PROJECT_ID, allowedOrigins: [APP_ORIGIN] },
      { id: 'other-project', allowedOrigins: [APP_ORIGIN] },
    ],
  })
})
afterAll(() => provider?.stop())

describe('rate limiting', () => {
  it('answers 429 with Retry-After once the burst is spent, per project and IP', async () => {
    const path = `/v1/analytics-config?projectId=${PROJECT_ID}`
    for (let i = 0; i < 3; i++) expect((await call(provider.url, path)).status).toBe(200)
    const limited = await call(provider.url, path, { headers: { origin: APP_ORIGIN } })
    expect(limited.status).toBe(429)
    expect(limited.body.error.code).toBe('RATE_LIMITED')
    expect(limited.headers.get('retry-after')).toBe('2')
    // The SDK must be able to read Retry-After cross-origin to honour it.
    expect(limited.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(limited.headers.get('access-control-expose-headers')).toBe('Retry-After')
    expect((await call(provider.url, '/v1/analytics-config?projectId=other-project')).status).toBe(
      200,
    )
  })

  it('refills over time', async () => {
    const path = '/v1/supported-chains?projectId=other-project'
    while ((await call(provider.url, path)).status === 200) {}
    await new Promise((r) => setTimeout(r, 2100))
    expect((await call(provider.url, path)).status).toBe(200)
  })
})

describe('rate limiting behind proxies', () => {
  it('keys on the hop trustProxy proxies in from the right, not on what the client wrote', async () => {
    const behind = await startTestProvider({
      indexer: { enabled: false },
      trustProxy: 2,
      rateLimit: { burst: 2, perSecond: 0.1 },
    })
    try {
      const path = `/v1/analytics-config?projectId=${PROJECT_ID}`
      // The client writes any leftmost hops it likes; the two proxies append 203.0.113.7 and the edge.
      const via = (spoof: string, client = '203.0.113.7') => ({
        headers: { 'x-forwarded-for': `${spoof}, ${client}, 10.0.0.1` },
      })
      expect((await call(behind.url, path, via('1.1.1.1'))).status).toBe(200)
      expect((await call(behind.url, path, via('1.1.1.2'))).status).toBe(200)
      expect((await call(behind.url, path, via('1.1.1.3'))).status).toBe(429)
      expect((await call(behind.url, path, via('1.1.1.4'))).status).toBe(429)
      // Another client behind the same proxies has its own bucket.
      expect((await call(behind.url, path, via('1.1.1.3', '198.51.100.9'))).status).toBe(200)
    } finally {
      await behind.stop()
    }
  })
})
