import { beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { useAnalyticsProvider } from './analyticsHelpers'
import { APP_ORIGIN, call, PROJECT_ID, startTestProvider } from './helpers'

const started = useAnalyticsProvider()
let provider: RunningProvider
beforeAll(() => {
  provider = started()
})

const event = (eventId: string) => ({
  eventId,
  url: 'https://app.example.com/shop',
  domain: 'app.example.com',
  timestamp: Date.UTC(2025, 0, 2, 3, 4, 5),
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
})
const rowsOf = (eventId: string) =>
  provider.services.db.query<Record<string, unknown>>(
    'SELECT project_id, url, domain, event_time, props, sdk_type, sdk_version FROM analytics_events WHERE event_id = $1',
    [eventId],
  )

describe('POST /e', () => {
  it('stores an event once, with the sdk type and version', async () => {
    const path = `/e?projectId=${PROJECT_ID}&st=appkit&sv=html-test-1.0.0`
    const first = await call(provider.url, path, {
      json: event('ev-1'),
      headers: { origin: APP_ORIGIN },
    })
    expect(first).toMatchObject({ status: 200, body: { stored: true } })
    expect(first.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    await call(provider.url, path, { json: event('ev-1') })
    const rows = await rowsOf('ev-1')
    expect(rows).toEqual([
      {
        project_id: PROJECT_ID,
        url: 'https://app.example.com/shop',
        domain: 'app.example.com',
        event_time: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
        props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
        sdk_type: 'appkit',
        sdk_version: 'html-test-1.0.0',
      },
    ])
  })

  it('refuses bad bodies with 400 and stores nothing', async () => {
    const path = `/e?projectId=${PROJECT_ID}`
    const bad: unknown[] = [
      { ...event('ev-bad-1'), timestamp: 'yesterday' },
      { ...event('ev-bad-2'), props: 'x' },
      { ...event(''), eventId: '' },
      [],
    ]
    for (const body of bad) {
      const r = await call(provider.url, path, { json: body })
      expect(r.status).toBe(400)
      expect(r.body.error.code).toBe('INVALID_REQUEST')
    }
    const notJson = await call(provider.url, path, {
      method: 'POST',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
    expect(notJson.body.error.message).toContain('not valid JSON')
    expect(await rowsOf('ev-bad-1')).toHaveLength(0)
  })

  it('refuses text Postgres cannot store (NUL, unpaired surrogates) with 400, in any string or key', async () => {
    const path = `/e?projectId=${PROJECT_ID}`
    const bad: unknown[] = [
      { ...event('ev-nul-1'), url: 'https://app.example.com/\u0000' },
      { ...event('ev-nul-2'), props: { note: 'a\u0000b' } },
      { ...event('ev-nul-3'), props: { 'k\u0000': 1 } },
      { ...event('ev-sur-1'), props: { list: ['ok', '\ud800'] } },
      { ...event('ev-sur-2'), props: { '\udc00': true } },
      { ...event('ev-sur-3'), domain: 'x\udbff.example' },
    ]
    for (const body of bad) {
      const r = await call(provider.url, path, { json: body })
      expect(r.status).toBe(400)
      expect(r.body.error.message).toMatch(/NUL or unpaired surrogate/)
    }
    const query = await call(provider.url, `${path}&sv=%00`, { json: event('ev-nul-q') })
    expect(query.status).toBe(400)
    expect(query.body.error.message).toContain('sv')
    const surrogatePair = await call(provider.url, path, {
      json: { ...event('ev-emoji'), props: { mood: '😀' } },
    })
    expect(surrogatePair.status).toBe(200)
    expect(await rowsOf('ev-nul-2')).toHaveLength(0)
  })

  it('refuses props nested deeper than 10 levels with 400, however small the body', async () => {
    const path = `/e?projectId=${PROJECT_ID}`
    // 16 KB of nesting overflowed JSON.stringify's stack before depth was bounded.
    const deep = `{"a":${'['.repeat(8000)}1${']'.repeat(8000)}}`
    const body = `{"eventId":"ev-deep","url":"","domain":"","timestamp":1,"props":${deep}}`
    expect(Buffer.byteLength(body)).toBeLessThan(16 * 1024)
    const r = await call(provider.url, path, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    })
    expect(r.status).toBe(400)
    expect(r.body.error.message).toContain('nested deeper than 10 levels')
    let ten: unknown = 1
    for (let i = 0; i < 9; i++) ten = { a: ten }
    const fits = await call(provider.url, path, { json: { ...event('ev-ten'), props: ten } })
    expect(fits.status).toBe(200)
  })

  it('takes JSON only: another content type is a 415', async () => {
    const r = await call(provider.url, `/e?projectId=${PROJECT_ID}`, {
      method: 'POST',
      body: JSON.stringify(event('ev-text')),
      headers: { 'content-type': 'text/plain' },
    })
    expect(r.status).toBe(415)
    expect(r.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect(await rowsOf('ev-text')).toHaveLength(0)
  })

  it('refuses bodies over 16 KB with 413', async () => {
    const r = await call(provider.url, `/e?projectId=${PROJECT_ID}`, {
      json: { ...event('ev-big'), props: { blob: 'x'.repeat(20_000) } },
    })
    expect(r.status).toBe(413)
    expect(r.body.error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('drops events of a project with analytics off', async () => {
    const r = await call(provider.url, '/e?projectId=quiet-project', { json: event('ev-quiet') })
    expect(r).toMatchObject({ status: 200, body: { stored: false } })
    expect(await rowsOf('ev-quiet')).toHaveLength(0)
  })

  it('refuses an unknown project with 403', async () => {
    const r = await call(provider.url, '/e?projectId=unknown-project', { json: event('ev-x') })
    expect(r.status).toBe(403)
    expect(r.body.error.code).toBe('INVALID_PROJECT_ID')
  })
})

describe('analytics retention', () => {
  it('deletes events received longer ago than analytics.retentionDays, keeps the rest', async () => {
    const kept = await startTestProvider({
      rateLimit: { enabled: false },
      indexer: { enabled: false },
      analytics: { retentionDays: 30, pruneIntervalMs: 50, maxBodyBytes: 1024 },
    })
    try {
      const path = `/e?projectId=${PROJECT_ID}`
      for (const id of ['ev-old', 'ev-new'])
        expect((await call(kept.url, path, { json: event(id) })).status).toBe(200)
      await kept.services.db.query(
        "UPDATE analytics_events SET received_at = now() - interval '31 days' WHERE event_id = 'ev-old'",
      )
      const ids = () =>
        kept.services.db.query<{ event_id: string }>('SELECT event_id FROM analytics_events')
      for (let i = 0; i < 100 && (await ids()).length > 1; i++)
        await new Promise((r) => setTimeout(r, 20))
      expect(await ids()).toEqual([{ event_id: 'ev-new' }])
      // Its body cap is the configured 1 KB.
      const big = { ...event('ev-1k'), props: { blob: 'x'.repeat(1100) } }
      expect((await call(kept.url, path, { json: big })).status).toBe(413)
    } finally {
      await kept.stop()
    }
  })
})

describe('GET /v1/analytics-config', () => {
  it('says whether the project collects analytics', async () => {
    expect((await call(provider.url, `/v1/analytics-config?projectId=${PROJECT_ID}`)).body).toEqual(
      {
        isAnalyticsEnabled: true,
      },
    )
    expect((await call(provider.url, '/v1/analytics-config?projectId=quiet-project')).body).toEqual(
      {
        isAnalyticsEnabled: false,
      },
    )
  })
})
