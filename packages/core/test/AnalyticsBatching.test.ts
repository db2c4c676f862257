import { describe, expect, it, vi } from 'vitest'
import {
  AnalyticsClient,
  type AnalyticsClientOptions,
  type AnalyticsEventName,
  type AnalyticsPage,
  createManualClock,
} from '../src'
import { BASE_URL, catchAll, HttpResponse, useMswServer } from './helpers/msw'

const server = useMswServer()

type Sent = { events: { eventId: string; props: { event: string } }[] }

/** A page whose idle moments, hides and beacons the test drives and records. */
function fakePage(beaconAnswer: boolean | 'missing') {
  let idle: (() => void)[] = []
  const hides: (() => void)[] = []
  const beacons: { url: URL; type: string; body: Promise<string> }[] = []
  const page: AnalyticsPage = {
    whenIdle: (callback) => {
      idle.push(callback)
    },
    onHide: (onHide) => {
      hides.push(onHide)
      return () => undefined
    },
    ...(beaconAnswer === 'missing'
      ? {}
      : {
          sendBeacon: (url: string, data: Blob) => {
            beacons.push({ url: new URL(url), type: data.type, body: data.text() })
            return beaconAnswer
          },
        }),
  }
  return {
    page,
    beacons,
    pendingIdle: () => idle.length,
    runIdle() {
      const due = idle
      idle = []
      for (const callback of due) callback()
    },
    hide: () => {
      for (const onHide of hides) onHide()
    },
  }
}

function setUp(
  options: Partial<AnalyticsClientOptions> = {},
  beaconAnswer: boolean | 'missing' = true,
) {
  const clock = createManualClock(1_000_000)
  const page = fakePage(beaconAnswer)
  const client = new AnalyticsClient({
    baseUrl: BASE_URL,
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'test-1',
    enabled: true,
    clock,
    page: page.page,
    getPageUrl: () => 'https://shop.example/',
    ...options,
  })
  const send = (...names: AnalyticsEventName[]) => names.map((name) => client.sendEvent(name))
  return { clock, page, client, send }
}

const namesOf = (log: { body: unknown }[]) =>
  log.flatMap((r) => (r.body as Sent).events.map((e) => e.props.event))

describe('analytics batching', () => {
  it('sends nothing before the first event, then one request 2 s after the latest, when idle', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({ stored: true }))
    server.use(handler)
    const t = setUp()
    expect(t.page.pendingIdle()).toBe(0)
    const first = t.send('MODAL_OPEN', 'MODAL_CLOSE')
    t.clock.advance(1_500)
    // Each event restarts the 2 000 ms wait.
    const second = t.send('MODAL_OPEN', 'MODAL_CLOSE')
    t.clock.advance(1_999)
    expect(t.page.pendingIdle()).toBe(0)
    t.clock.advance(1)
    expect(t.page.pendingIdle()).toBe(1)
    expect(log).toHaveLength(0)
    t.page.runIdle()
    expect(await Promise.all([...first, ...second])).toEqual([true, true, true, true])
    expect(log).toHaveLength(1)
    expect(namesOf(log)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('starts a flush 10 s after the oldest event however often new ones come', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({}))
    server.use(handler)
    const t = setUp()
    for (let i = 0; i < 6; i++) {
      t.send('SWITCH_NETWORK')
      t.clock.advance(1_900)
    }
    // 11 400 ms have passed; the last event came 1 900 ms ago: the 10 000 ms cap fired.
    expect(t.page.pendingIdle()).toBe(1)
    t.page.runIdle()
    await t.client.flush()
    expect(namesOf(log)).toEqual(Array(6).fill('SWITCH_NETWORK'))
    expect(log).toHaveLength(1)
  })

  it('sends at once when 20 events are queued, 20 per request, in order', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({}))
    server.use(handler)
    const t = setUp()
    const names: AnalyticsEventName[] = []
    for (let i = 0; i < 25; i++) names.push(i % 2 ? 'MODAL_CLOSE' : 'MODAL_OPEN')
    const sent = t.send(...names.slice(0, 20))
    expect(await Promise.all(sent)).toEqual(Array(20).fill(true))
    expect(log).toHaveLength(1)
    t.send(...names.slice(20))
    await t.client.flush()
    expect(log.map((r) => (r.body as Sent).events.length)).toEqual([20, 5])
    expect(namesOf(log)).toEqual(names)
  })

  it('on page hide hands every queued event to sendBeacon as JSON in text/plain', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({}))
    server.use(handler)
    const t = setUp({}, true)
    const sent = t.send('MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE')
    t.page.hide()
    expect(await Promise.all(sent)).toEqual([true, true, true])
    expect(t.page.beacons).toHaveLength(1)
    const [beacon] = t.page.beacons
    expect(beacon?.url.pathname).toBe('/api/e/batch')
    expect(Object.fromEntries(beacon?.url.searchParams ?? [])).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: 'test-1',
    })
    expect(beacon?.type).toBe('text/plain;charset=utf-8')
    const body = JSON.parse((await beacon?.body) ?? '') as Sent
    expect(body.events.map((e) => e.props.event)).toEqual([
      'MODAL_OPEN',
      'CONNECT_SUCCESS',
      'MODAL_CLOSE',
    ])
    // Nothing is left for the idle flush, and a hide with an empty queue sends nothing.
    t.clock.advance(60_000)
    t.page.runIdle()
    t.page.hide()
    await t.client.flush()
    expect(log).toHaveLength(0)
    expect(t.page.beacons).toHaveLength(1)
  })

  it('falls back to a keepalive fetch when sendBeacon declines or is missing', async () => {
    for (const answer of [false, 'missing'] as const) {
      const { handler, log } = catchAll(() => HttpResponse.json({}))
      server.use(handler)
      const fetchSpy = vi.fn(globalThis.fetch)
      const t = setUp({ fetch: fetchSpy }, answer)
      const sent = t.send('MODAL_OPEN', 'MODAL_CLOSE')
      t.page.hide()
      expect(await Promise.all(sent)).toEqual([true, true])
      expect(namesOf(log)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
      expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true })
      expect(log[0]?.path).toBe('/e/batch')
    }
  })

  it('sends nothing, not even on page hide, while analytics is off', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({}))
    server.use(handler)
    let on = true
    const t = setUp({ enabled: () => on })
    const queued = t.send('MODAL_OPEN')
    on = false
    t.page.hide()
    expect(await Promise.all([...queued, ...t.send('MODAL_CLOSE')])).toEqual([false, false])
    t.clock.advance(60_000)
    t.page.runIdle()
    await t.client.flush()
    expect(log).toHaveLength(0)
    expect(t.page.beacons).toHaveLength(0)
  })

  it('a 403 on the idle flush calls onForbidden once and drops the queue', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({}, { status: 403 }))
    server.use(handler)
    const onForbidden = vi.fn()
    const t = setUp({ onForbidden })
    const sent = t.send('MODAL_OPEN', 'MODAL_CLOSE')
    t.clock.advance(2_000)
    t.page.runIdle()
    expect(await Promise.all(sent)).toEqual([false, false])
    t.send('MODAL_OPEN')
    t.page.hide()
    await t.client.flush()
    expect(onForbidden).toHaveBeenCalledOnce()
    expect(log).toHaveLength(1)
    expect(t.page.beacons).toHaveLength(0)
  })

  it('retries a failed batch once with the next flush, in order, and never sends an event twice', async () => {
    const { handler, log } = catchAll((_, index) =>
      index === 0 ? HttpResponse.error() : HttpResponse.json({}),
    )
    server.use(handler)
    const t = setUp()
    const first = t.send('MODAL_OPEN', 'MODAL_CLOSE')
    await t.client.flush()
    expect(log).toHaveLength(1)
    // Failed: nothing more is sent until a flush is asked for again (the next event or a hide).
    t.clock.advance(60_000)
    expect(t.page.pendingIdle()).toBe(0)
    const second = t.send('SWITCH_NETWORK')
    t.clock.advance(2_000)
    t.page.runIdle()
    expect(await Promise.all([...first, ...second])).toEqual([true, true, true])
    expect(log).toHaveLength(2)
    const [failed, delivered] = log.map((r) => (r.body as Sent).events)
    expect(delivered?.map((e) => e.props.event)).toEqual([
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'SWITCH_NETWORK',
    ])
    // The retry carries the same ids: a provider that stored the failed try stores none twice.
    expect(delivered?.slice(0, 2).map((e) => e.eventId)).toEqual(failed?.map((e) => e.eventId))
    expect(new Set(delivered?.map((e) => e.eventId)).size).toBe(3)
  })

  it('drops an event that failed in two flushes, and one the provider refused at once', async () => {
    let status = 0
    const { handler, log } = catchAll(() =>
      status ? HttpResponse.json({}, { status }) : HttpResponse.error(),
    )
    server.use(handler)
    const t = setUp()
    const [failing] = t.send('MODAL_OPEN')
    await t.client.flush()
    await t.client.flush()
    expect(await failing).toBe(false)
    status = 400
    const [refused] = t.send('MODAL_CLOSE')
    await t.client.flush()
    expect(await refused).toBe(false)
    status = 200
    await t.client.flush()
    // Two failed tries and the refused one; nothing was left to send after.
    expect(namesOf(log)).toEqual(['MODAL_OPEN', 'MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('keeps one request in flight: events queued meanwhile follow in the next one', async () => {
    const bodies: string[][] = []
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      catchAll(async (request) => {
        bodies.push((request.body as Sent).events.map((e) => e.props.event))
        if (bodies.length === 1) await gate
        return HttpResponse.json({})
      }).handler,
    )
    const t = setUp()
    t.send('MODAL_OPEN')
    const first = t.client.flush()
    await vi.waitFor(() => expect(bodies).toHaveLength(1))
    t.send('MODAL_CLOSE')
    const second = t.client.flush()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(bodies).toHaveLength(1)
    release()
    await Promise.all([first, second])
    expect(bodies).toEqual([['MODAL_OPEN'], ['MODAL_CLOSE']])
  })
})
