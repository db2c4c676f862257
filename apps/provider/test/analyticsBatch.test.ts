import { beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../src/server/startProvider'
import { useAnalyticsProvider } from './analyticsHelpers'
import { APP_ORIGIN, call, EVIL_ORIGIN, PROJECT_ID } from './helpers'

const started = useAnalyticsProvider()
let provider: RunningProvider
beforeAll(() => {
  provider = started()
})

const event = (eventId: string, name = 'MODAL_OPEN') => ({
  eventId,
  url: 'https://app.example.com/shop',
  domain: 'app.example.com',
  timestamp: Date.UTC(2025, 0, 2, 3, 4, 5),
  props: { type: 'track', event: name },
})
const path = `/e/batch?projectId=${PROJECT_ID}&st=appkit&sv=html-test-1.0.0`
/** As sendBeacon sends it: the JSON batch in a text/plain body. */
const beacon = (body: unknown, origin = APP_ORIGIN) =>
  call(provider.url, path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
  })
const storedNames = async (prefix: string) =>
  (
    await provider.services.db.query<{ name: string }>(
      `SELECT props->>'event' AS name FROM analytics_events WHERE event_id LIKE $1 ORDER BY event_id`,
      [`${prefix}%`],
    )
  ).map((r) => r.name)

describe('POST /e/batch', () => {
  it('stores every event of a text/plain or JSON batch once, with the sdk type and version', async () => {
    const events = [event('b1-1'), event('b1-2', 'MODAL_CLOSE'), event('b1-3', 'SWITCH_NETWORK')]
    const r = await beacon({ events })
    expect(r).toMatchObject({ status: 200, body: { stored: true, events: 3 } })
    expect(r.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    // Sent again (a retry after a lost answer) with one new event: only the new one is added.
    const again = await call(provider.url, path, {
      json: { events: [...events, event('b1-4', 'MODAL_OPEN')] },
    })
    expect(again.status).toBe(200)
    expect(await storedNames('b1-')).toEqual([
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'SWITCH_NETWORK',
      'MODAL_OPEN',
    ])
    const [row] = await provider.services.db.query<Record<string, unknown>>(
      `SELECT project_id, url, event_time, sdk_type, sdk_version FROM analytics_events WHERE event_id = 'b1-2'`,
    )
    expect(row).toEqual({
      project_id: PROJECT_ID,
      url: 'https://app.example.com/shop',
      event_time: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
      sdk_type: 'appkit',
      sdk_version: 'html-test-1.0.0',
    })
  })

  it('refuses a batch with any bad part with 400 and stores none of it', async () => {
    const bad: [unknown, RegExp][] = [
      [
        { events: [event('b2-1'), { ...event('b2-2'), timestamp: 'yesterday' }] },
        /events\.1\.timestamp/,
      ],
      [{ events: [event('b2-3'), { ...event('b2-4'), props: { note: 'a\u0000b' } }] }, /NUL/],
      [{ events: [event('b2-5'), event('b2-5')] }, /events\.1\.eventId: repeats/],
      [{ events: [] }, /at least one event/],
      [
        { events: Array.from({ length: 51 }, (_, i) => event(`b2-many-${i}`)) },
        /at most 50 events/,
      ],
      [[event('b2-6')], /expected object, received array/],
      [
        { events: [event('b2-7'), { ...event('b2-8'), props: { blob: 'x'.repeat(17_000) } }] },
        /events\.1: larger than 16384 bytes/,
      ],
    ]
    for (const [body, message] of bad) {
      const r = await beacon(body)
      expect(r.status, JSON.stringify(r.body)).toBe(400)
      expect(r.body.error.code).toBe('INVALID_REQUEST')
      expect(r.body.error.message).toMatch(message)
    }
    const notJson = await beacon('{"events": [')
    expect(notJson.status).toBe(400)
    expect(notJson.body.error.message).toContain('not valid JSON')
    expect(await storedNames('b2-')).toEqual([])
  })

  it('takes at most 50 events and 64 KiB; another content type is a 415', async () => {
    const fifty = {
      events: Array.from({ length: 50 }, (_, i) => event(`b3-${String(i).padStart(2, '0')}`)),
    }
    expect((await beacon(fifty)).status).toBe(200)
    expect(await storedNames('b3-')).toHaveLength(50)
    const big = {
      events: Array.from({ length: 5 }, (_, i) => ({
        ...event(`b3-big-${i}`),
        props: { blob: 'x'.repeat(15_000) },
      })),
    }
    const r = await beacon(big)
    expect(r.status).toBe(413)
    expect(r.body.error.code).toBe('PAYLOAD_TOO_LARGE')
    const form = await call(provider.url, path, {
      method: 'POST',
      body: JSON.stringify({ events: [event('b3-form')] }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(415)
    expect(await storedNames('b3-big')).toEqual([])
    expect(await storedNames('b3-form')).toEqual([])
  })

  it('refuses an origin off the allowlist with a readable 403 and stores nothing', async () => {
    const r = await beacon({ events: [event('b4-evil')] }, EVIL_ORIGIN)
    expect(r.status).toBe(403)
    expect(r.body.error.code).toBe('ORIGIN_NOT_ALLOWED')
    expect(r.headers.get('access-control-allow-origin')).toBe(EVIL_ORIGIN)
    const preflight = await fetch(`${provider.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin: EVIL_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    // As for POST /e: any origin may preflight, so the SDK can read the 403 and raise its alert.
    expect(preflight.status).toBe(204)
    const unknown = await call(provider.url, '/e/batch?projectId=unknown-project', {
      json: { events: [event('b4-unknown')] },
    })
    expect(unknown.status).toBe(403)
    expect(unknown.body.error.code).toBe('INVALID_PROJECT_ID')
    expect(await storedNames('b4-')).toEqual([])
  })

  it('drops the events of a project with analytics off', async () => {
    const r = await call(provider.url, '/e/batch?projectId=quiet-project', {
      json: { events: [event('b5-quiet')] },
    })
    expect(r).toMatchObject({ status: 200, body: { stored: false } })
    expect(await storedNames('b5-')).toEqual([])
  })
})
