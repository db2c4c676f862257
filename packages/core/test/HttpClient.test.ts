import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpClient, httpStatusOf, isLatchkeyError, type LatchkeyError } from '../src'
import { BASE_URL, catchAll, HttpResponse, useMswServer } from './helpers/msw'

const server = useMswServer()

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2030, 0, 1), toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

/** Lets a pending request progress through every retry wait. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  for (let i = 0; i < 50; i++) await vi.advanceTimersByTimeAsync(1_000)
  const result = (await outcome) as { value?: T; error?: unknown }
  if ('error' in result) throw result.error
  return result.value as T
}

const start = () => Date.UTC(2030, 0, 1)
const unexpected = (): never => {
  throw new Error('expected the request to fail')
}
const asError = (error: unknown) => error as LatchkeyError

describe('HttpClient', () => {
  it('GETs JSON with query params, skipping undefined ones', async () => {
    const { handler, log } = catchAll(() => HttpResponse.json({ ok: 1 }))
    server.use(handler)
    const client = new HttpClient({ baseUrl: BASE_URL, headers: { 'x-sdk': 'test' } })
    await expect(
      client.get('/v1/thing', { params: { a: 1, b: 'x y', c: undefined, d: false } }),
    ).resolves.toEqual({ ok: 1 })
    expect(log).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/v1/thing',
        query: { a: '1', b: 'x y', d: 'false' },
      }),
    ])
  })

  it('POSTs a JSON body with content type', async () => {
    let contentType: string | null = null
    const { handler, log } = catchAll(() => HttpResponse.json({ done: true }))
    server.use(handler)
    const client = new HttpClient({
      baseUrl: BASE_URL,
      fetch: (input, init) => {
        contentType = new Headers(init?.headers).get('content-type')
        return fetch(input, init)
      },
    })
    await expect(client.post('v1/x', { body: { n: 1 } })).resolves.toEqual({ done: true })
    expect(log[0]).toMatchObject({ method: 'POST', path: '/v1/x', body: { n: 1 } })
    expect(contentType).toBe('application/json')
  })

  it('retries 503 three times with 150, 300 and 600 ms waits, then succeeds', async () => {
    const { handler, log } = catchAll((_, i) =>
      i < 3 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ ok: true }),
    )
    server.use(handler)
    const client = new HttpClient({ baseUrl: BASE_URL })
    await expect(settle(client.get('v1/flaky'))).resolves.toEqual({ ok: true })
    expect(log.map((r) => r.at - start())).toEqual([0, 150, 450, 1050])
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])(
    'gives up on %i after 3 retries with "HTTP status code: n"',
    async (status) => {
      const { handler, log } = catchAll(() => HttpResponse.json({ why: 'busy' }, { status }))
      server.use(handler)
      const client = new HttpClient({ baseUrl: BASE_URL })
      const error = (await settle(client.get('v1/down')).catch((e) => e)) as LatchkeyError
      expect(log).toHaveLength(4)
      expect(error.message).toBe(`HTTP status code: ${status}`)
      expect(error.code).toBe('HTTP_STATUS_CODE')
      expect(httpStatusOf(error)).toBe(status)
      expect(error.details?.body).toEqual({ why: 'busy' })
    },
  )

  it.each([400, 401, 404, 409, 422, 501])('does not retry %i', async (status) => {
    const { handler, log } = catchAll(() => new HttpResponse('nope', { status }))
    server.use(handler)
    const client = new HttpClient({ baseUrl: BASE_URL })
    const error = (await settle(client.get('v1/bad')).catch((e) => e)) as LatchkeyError
    expect(log).toHaveLength(1)
    expect(error.message).toBe(`HTTP status code: ${status}`)
    expect(error.details).toEqual({ status, body: 'nope' })
  })

  it('honours Retry-After in delta seconds', async () => {
    const { handler, log } = catchAll((_, i) =>
      i === 0
        ? new HttpResponse(null, { status: 429, headers: { 'Retry-After': '2' } })
        : HttpResponse.json({}),
    )
    server.use(handler)
    await settle(new HttpClient({ baseUrl: BASE_URL }).get('v1/limited'))
    expect(log.map((r) => r.at - start())).toEqual([0, 2000])
  })

  it('honours Retry-After as an HTTP-date', async () => {
    const { handler, log } = catchAll((_, i) =>
      i === 0
        ? new HttpResponse(null, {
            status: 503,
            headers: { 'Retry-After': new Date(Date.now() + 5000).toUTCString() },
          })
        : HttpResponse.json({}),
    )
    server.use(handler)
    await settle(new HttpClient({ baseUrl: BASE_URL }).get('v1/limited'))
    expect(log.map((r) => r.at - start())).toEqual([0, 5000])
  })

  it('does not wait for a Retry-After beyond the cap', async () => {
    const { handler, log } = catchAll(
      () => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '3600' } }),
    )
    server.use(handler)
    const error = await settle(new HttpClient({ baseUrl: BASE_URL }).get('v1/x')).then(
      unexpected,
      asError,
    )
    expect(log).toHaveLength(1)
    expect(error.message).toBe('HTTP status code: 503')
  })

  it('stops retrying when aborted during a wait', async () => {
    const { handler, log } = catchAll(() => new HttpResponse(null, { status: 503 }))
    server.use(handler)
    const controller = new AbortController()
    const pending = new HttpClient({ baseUrl: BASE_URL })
      .get('v1/slow', { signal: controller.signal })
      .then(unexpected, asError)
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    await vi.advanceTimersByTimeAsync(5_000)
    const error = await pending
    expect(isLatchkeyError(error, 'REQUEST_ABORTED')).toBe(true)
    expect(error.message).toBe('Request was aborted')
    expect(log).toHaveLength(1)
  })

  it('raises "Request was aborted" when aborted in flight or before start', async () => {
    const { handler } = catchAll(() => new Promise<Response>(() => undefined))
    server.use(handler)
    const client = new HttpClient({ baseUrl: BASE_URL })
    const controller = new AbortController()
    const pending = client.get('v1/hang', { signal: controller.signal }).then(unexpected, asError)
    await vi.advanceTimersByTimeAsync(10)
    controller.abort()
    expect((await pending).message).toBe('Request was aborted')
    await expect(client.get('v1/hang', { signal: AbortSignal.abort() })).rejects.toThrow(
      'Request was aborted',
    )
  })

  it('reports network failures with their text, else "Unknown error"', async () => {
    const { handler } = catchAll(() => HttpResponse.error())
    server.use(handler)
    const failed = await new HttpClient({ baseUrl: BASE_URL }).get('v1/x').then(unexpected, asError)
    expect(isLatchkeyError(failed, 'UNKNOWN_ERROR')).toBe(true)
    expect(failed.message).toBe('Failed to fetch')

    const silent = new HttpClient({ baseUrl: BASE_URL, fetch: () => Promise.reject({}) })
    await expect(silent.get('v1/x')).rejects.toThrow('Unknown error')
  })

  it('returns undefined for empty bodies and text for non-JSON', async () => {
    const { handler } = catchAll((r) =>
      r.path === '/empty' ? new HttpResponse(null, { status: 204 }) : new HttpResponse('plain'),
    )
    server.use(handler)
    const client = new HttpClient({ baseUrl: `${BASE_URL}/` })
    await expect(client.get('empty')).resolves.toBeUndefined()
    await expect(client.get('text')).resolves.toBe('plain')
  })
})
