import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { APP_ORIGIN, call, EVIL_ORIGIN, PROJECT_ID, startTestProvider } from './helpers'

const q = `projectId=${PROJECT_ID}&st=appkit&sv=test-1`
let provider: RunningProvider

beforeAll(async () => {
  provider = await startTestProvider({
    devProject: true,
    rateLimit: { enabled: false },
    indexer: { enabled: false },
    projects: [
      { id: PROJECT_ID, allowedOrigins: [APP_ORIGIN, 'http://localhost:*'] },
      { id: 'quiet-project', allowedOrigins: [APP_ORIGIN], analyticsEnabled: false },
    ],
  })
})
afterAll(() => provider?.stop())

describe('the server', () => {
  it('listens on 127.0.0.1 on a free port', () => {
    expect(provider.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(provider.port).toBeGreaterThan(0)
  })

  it('answers unknown routes with a JSON 404', async () => {
    const r = await call(provider.url, `/v1/nothing-here?${q}`)
    expect(r.status).toBe(404)
    expect(r.body.error.code).toBe('NOT_FOUND')
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('never shows a stack trace, and sends nosniff on errors and successes', async () => {
    for (const path of [
      `/v1/account/0xbad/balance?${q}`,
      `/v1/supported-chains?${q}`,
      '/v1/wallets?projectId=nope',
    ]) {
      const r = await call(provider.url, path)
      expect(r.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(JSON.stringify(r.body)).not.toMatch(/\.ts:\d+|node_modules|at [A-Za-z]+ \(/)
    }
  })
})

describe('projects and origins', () => {
  it('refuses a request without a project id', async () => {
    const r = await call(provider.url, '/v1/supported-chains')
    expect(r.status).toBe(403)
    expect(r.body.error.code).toBe('PROJECT_ID_NOT_CONFIGURED')
  })

  it('refuses an unknown project id with INVALID_PROJECT_ID', async () => {
    const r = await call(provider.url, '/v1/supported-chains?projectId=nope')
    expect(r.status).toBe(403)
    expect(r.headers.get('content-type')).toContain('application/json')
    expect(r.body).toEqual({ error: { code: 'INVALID_PROJECT_ID', message: expect.any(String) } })
  })

  it('refuses a malformed project id the same way', async () => {
    const r = await call(provider.url, `/v1/supported-chains?projectId=${'x'.repeat(300)}`)
    expect(r.status).toBe(403)
    expect(r.body.error.code).toBe('INVALID_PROJECT_ID')
  })

  it('refuses an origin not on the allowlist, readable by that origin for the SDK alert', async () => {
    const r = await call(provider.url, `/v1/supported-chains?${q}`, {
      headers: { origin: EVIL_ORIGIN },
    })
    expect(r.status).toBe(403)
    expect(r.body.error.code).toBe('ORIGIN_NOT_ALLOWED')
    expect(r.body.error.message).toContain(EVIL_ORIGIN)
    expect(r.headers.get('access-control-allow-origin')).toBe(EVIL_ORIGIN)
  })

  it('accepts an allowed origin and opens CORS for it only', async () => {
    const r = await call(provider.url, `/v1/supported-chains?${q}`, {
      headers: { origin: APP_ORIGIN },
    })
    expect(r.status).toBe(200)
    expect(r.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(r.headers.get('vary')).toContain('Origin')
    expect(r.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('matches port wildcards and refuses look-alike hosts', async () => {
    const ok = await call(provider.url, `/v1/supported-chains?${q}`, {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(ok.status).toBe(200)
    for (const origin of ['https://localhost:5173', 'http://localhost.evil.net:5173', 'null']) {
      const r = await call(provider.url, `/v1/supported-chains?${q}`, { headers: { origin } })
      expect(r.status, origin).toBe(403)
    }
  })

  it('creates the dev project from config, for loopback origins only', async () => {
    const dev = '/v1/supported-chains?projectId=latchkey-dev'
    expect(
      (await call(provider.url, dev, { headers: { origin: 'http://127.0.0.1:3000' } })).status,
    ).toBe(200)
    expect((await call(provider.url, dev, { headers: { origin: APP_ORIGIN } })).status).toBe(403)
  })
})

describe('CORS preflight', () => {
  const preflight = (path: string, origin: string, method = 'POST', headers = 'content-type') =>
    fetch(`${provider.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': headers,
      },
    })

  it('allows the project origin, the SDK methods and content-type only', async () => {
    const r = await preflight(`/v1/fungible/price?${q}`, APP_ORIGIN)
    expect(r.status).toBe(204)
    expect(r.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(r.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
    expect(r.headers.get('access-control-allow-headers')).toBe('content-type')
    expect(r.headers.get('access-control-max-age')).toBe('600')
  })

  it('refuses another origin without any CORS header', async () => {
    const r = await preflight(`/v1/fungible/price?${q}`, EVIL_ORIGIN)
    expect(r.status).toBe(403)
    expect(r.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses methods and headers the SDK does not use', async () => {
    expect((await preflight(`/v1/wallets?${q}`, APP_ORIGIN, 'DELETE')).status).toBe(403)
    expect((await preflight(`/v1/wallets?${q}`, APP_ORIGIN, 'POST', 'authorization')).status).toBe(
      403,
    )
  })

  it('without a project id in the query, allows origins of some project', async () => {
    expect((await preflight('/v1/fungible/price', APP_ORIGIN)).status).toBe(204)
    expect((await preflight('/v1/fungible/price', EVIL_ORIGIN)).status).toBe(403)
  })

  it('lets any origin preflight POST /e, whose POST then answers a readable 403', async () => {
    const r = await preflight(`/e?${q}`, EVIL_ORIGIN)
    expect(r.status).toBe(204)
    const post = await call(provider.url, `/e?${q}`, {
      headers: { origin: EVIL_ORIGIN },
      json: {
        eventId: 'evil-1',
        url: 'https://evil.example.net/',
        domain: 'evil.example.net',
        timestamp: 1,
        props: {},
      },
    })
    expect(post.status).toBe(403)
    expect(post.headers.get('access-control-allow-origin')).toBe(EVIL_ORIGIN)
    const rows = await provider.services.db.query(
      `SELECT 1 FROM analytics_events WHERE event_id = 'evil-1'`,
    )
    expect(rows).toHaveLength(0)
  })
})

describe('GET /v1/supported-chains', () => {
  it('lists no chains when none are configured', async () => {
    const r = await call(provider.url, `/v1/supported-chains?${q}`)
    expect(r).toMatchObject({ status: 200, body: { http: [], ws: [] } })
  })
})
