import { describe, expect, it, vi } from 'vitest'
import {
  AnalyticsClient,
  type AnalyticsClientOptions,
  type AnalyticsEventName,
  CONSTANTS,
} from '../src'
import { BASE_URL, catchAll, HttpResponse, useMswServer } from './helpers/msw'

const server = useMswServer()

// No page: each test sends with flush(); the batching itself is AnalyticsBatching.test.ts's.
function analytics(options: Partial<AnalyticsClientOptions> = {}) {
  return new AnalyticsClient({
    page: {},
    baseUrl: BASE_URL,
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'test-1',
    enabled: true,
    getPageUrl: () => 'https://shop.example/checkout?x=1',
    ...options,
  })
}

describe('AnalyticsClient', () => {
  it('POSTs /e/batch with projectId, st, sv and the event bodies as JSON in text/plain', async () => {
    const types: (string | null)[] = []
    const { handler, log } = catchAll(() => new HttpResponse(null, { status: 202 }))
    server.use(handler)
    server.events.on('request:start', ({ request }) => {
      types.push(request.headers.get('content-type'))
    })
    const before = Date.now()
    const client = analytics()
    const sent = client.sendEvent('CONNECT_SUCCESS', { method: 'browser', name: 'Dev' }, '0xabc')
    expect(log).toHaveLength(0)
    await client.flush()
    expect(await sent).toBe(true)
    server.events.removeAllListeners()
    expect(log).toHaveLength(1)
    expect(types).toEqual(['text/plain;charset=UTF-8'])
    const [request] = log
    expect(request).toMatchObject({
      method: 'POST',
      path: '/e/batch',
      query: { projectId: 'p1', st: 'appkit', sv: 'test-1' },
    })
    const body = (request?.body as { events: Record<string, unknown>[] } | undefined)?.events[0]
    expect(Object.keys(request?.body as object)).toEqual(['events'])
    expect(body).toEqual({
      eventId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      url: 'https://shop.example/checkout?x=1',
      domain: 'shop.example',
      timestamp: expect.any(Number),
      props: {
        type: 'track',
        event: 'CONNECT_SUCCESS',
        properties: { method: 'browser', name: 'Dev' },
        address: '0xabc',
      },
    })
    expect(body?.timestamp as number).toBeGreaterThanOrEqual(before)
  })

  it('sends each of the §7 events with a fresh id', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({}))
    server.use(handler)
    const client = analytics()
    const sent = CONSTANTS.ANALYTICS_EVENTS.map((event) => client.sendEvent(event))
    await client.flush()
    expect(await Promise.all(sent)).toEqual(CONSTANTS.ANALYTICS_EVENTS.map(() => true))
    type Body = { events: { eventId: string; props: { event: string } }[] }
    expect(log).toHaveLength(1)
    const bodies = log.flatMap((r) => (r.body as Body).events)
    expect(bodies.map((b) => b.props.event)).toEqual([...CONSTANTS.ANALYTICS_EVENTS])
    expect(new Set(bodies.map((b) => b.eventId)).size).toBe(CONSTANTS.ANALYTICS_EVENTS.length)
  })

  it('never sends MODAL_CREATED or unknown names', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({}))
    server.use(handler)
    const client = analytics()
    expect(await client.sendEvent('MODAL_CREATED' as AnalyticsEventName)).toBe(false)
    expect(await client.sendEvent('SOMETHING_ELSE' as AnalyticsEventName)).toBe(false)
    expect(log).toHaveLength(0)
  })

  it('sends nothing while disabled', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({}))
    server.use(handler)
    const client = analytics({ enabled: false })
    expect(await client.sendEvent('MODAL_OPEN')).toBe(false)
    client.setEnabled(true)
    const open = client.sendEvent('MODAL_OPEN')
    await client.flush()
    expect(await open).toBe(true)
    // Turned off with an event queued: the queued one is dropped too.
    const close = client.sendEvent('MODAL_CLOSE')
    client.setEnabled(false)
    expect(await close).toBe(false)
    expect(await client.sendEvent('MODAL_CLOSE')).toBe(false)
    await client.flush()
    expect(log).toHaveLength(1)
  })

  it('drops what was queued while a feature flag read at flush time turned off', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({}))
    server.use(handler)
    let on = true
    const client = analytics({ enabled: () => on })
    const open = client.sendEvent('MODAL_OPEN')
    on = false
    await client.flush()
    expect(await open).toBe(false)
    expect(log).toHaveLength(0)
  })

  it('reports a 403 once through onForbidden, without retrying, then stops sending', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({ error: 'origin' }, { status: 403 }))
    server.use(handler)
    const onForbidden = vi.fn()
    const client = analytics({ onForbidden })
    const open = client.sendEvent('MODAL_OPEN')
    await client.flush()
    expect(await open).toBe(false)
    expect(await client.sendEvent('MODAL_CLOSE')).toBe(false)
    await client.flush()
    expect(onForbidden).toHaveBeenCalledOnce()
    expect(log).toHaveLength(1)
    expect(client.isEnabled).toBe(false)
  })

  it('never throws into the caller', async () => {
    server.use(catchAll(() => HttpResponse.error()).handler)
    const throwing = analytics({
      onForbidden: () => {
        throw new Error('handler bug')
      },
      getPageUrl: () => {
        throw new Error('no page')
      },
    })
    const failed = throwing.sendEvent('SEND_ERROR', { reason: 'x' })
    await throwing.flush()
    // Failed once: it stays queued for the next flush, where it fails for good.
    await throwing.flush()
    await expect(failed).resolves.toBe(false)

    server.use(catchAll(() => new HttpResponse(null, { status: 403 })).handler)
    const refused = throwing.sendEvent('SEND_ERROR')
    await throwing.flush()
    await expect(refused).resolves.toBe(false)
  })

  it('uses an empty url and domain when there is no page (SSR)', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({}))
    server.use(handler)
    const client = analytics({ getPageUrl: () => undefined })
    void client.sendEvent('MODAL_OPEN')
    await client.flush()
    expect(log[0]?.body).toMatchObject({ events: [{ url: '', domain: '' }] })
  })
})
