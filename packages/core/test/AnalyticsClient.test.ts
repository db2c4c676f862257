import { describe, expect, it, vi } from 'vitest'
import {
  AnalyticsClient,
  type AnalyticsClientOptions,
  type AnalyticsEventName,
  CONSTANTS,
} from '../src'
import { BASE_URL, catchAll, HttpResponse, useMswServer } from './helpers/msw'

const server = useMswServer()

function analytics(options: Partial<AnalyticsClientOptions> = {}) {
  return new AnalyticsClient({
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
  it('POSTs /e with projectId, st, sv and the event body', async () => {
    const { handler, log } = catchAll(() => new HttpResponse(null, { status: 202 }))
    server.use(handler)
    const before = Date.now()
    const sent = await analytics().sendEvent(
      'CONNECT_SUCCESS',
      { method: 'browser', name: 'Dev' },
      '0xabc',
    )
    expect(sent).toBe(true)
    expect(log).toHaveLength(1)
    const [request] = log
    expect(request).toMatchObject({
      method: 'POST',
      path: '/e',
      query: { projectId: 'p1', st: 'appkit', sv: 'test-1' },
    })
    const body = request?.body as Record<string, unknown>
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
    expect(body.timestamp as number).toBeGreaterThanOrEqual(before)
  })

  it('sends each of the §7 events with a fresh id', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({}))
    server.use(handler)
    const client = analytics()
    for (const event of CONSTANTS.ANALYTICS_EVENTS) expect(await client.sendEvent(event)).toBe(true)
    const bodies = log.map((r) => r.body as { eventId: string; props: { event: string } })
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
    expect(await client.sendEvent('MODAL_OPEN')).toBe(true)
    client.setEnabled(false)
    expect(await client.sendEvent('MODAL_CLOSE')).toBe(false)
    expect(log).toHaveLength(1)
  })

  it('reports a 403 once through onForbidden, without retrying, then stops sending', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({ error: 'origin' }, { status: 403 }))
    server.use(handler)
    const onForbidden = vi.fn()
    const client = analytics({ onForbidden })
    expect(await client.sendEvent('MODAL_OPEN')).toBe(false)
    expect(await client.sendEvent('MODAL_CLOSE')).toBe(false)
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
    await expect(throwing.sendEvent('SEND_ERROR', { reason: 'x' })).resolves.toBe(false)

    server.use(catchAll(() => new HttpResponse(null, { status: 403 })).handler)
    await expect(throwing.sendEvent('SEND_ERROR')).resolves.toBe(false)
  })

  it('uses an empty url and domain when there is no page (SSR)', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({}))
    server.use(handler)
    await analytics({ getPageUrl: () => undefined }).sendEvent('MODAL_OPEN')
    expect(log[0]?.body).toMatchObject({ url: '', domain: '' })
  })
})
