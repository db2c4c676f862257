import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/** Loopback base URL; msw answers before anything leaves the process. */
export const BASE_URL = 'http://127.0.0.1:4455/api'

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  at: number
}

/** An msw server for one test file, refusing any request no handler claims. */
export function useMswServer() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

export async function record(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url)
  const text = request.method === 'GET' ? '' : await request.text()
  return {
    method: request.method,
    path: url.pathname.replace(/^\/api/, ''),
    query: Object.fromEntries(url.searchParams),
    body: text ? JSON.parse(text) : undefined,
    at: Date.now(),
  }
}

/** Answers every request under BASE_URL with `respond`, logging what was asked. */
export function catchAll(
  respond: (request: RecordedRequest, index: number) => Response | Promise<Response>,
) {
  const log: RecordedRequest[] = []
  const handler = http.all(`${BASE_URL}/*`, async ({ request }) => {
    const entry = await record(request)
    log.push(entry)
    return respond(entry, log.length - 1)
  })
  return { handler, log }
}

export { HttpResponse, http }
