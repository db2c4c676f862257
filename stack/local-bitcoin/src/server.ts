import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { type Answer, answerEsplora, type RouteContext } from './esplora/routes'

const MAX_BODY_BYTES = 2 * 1024 * 1024
// Browsers (the demo, the dev wallet) call the chain from other origins.
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
}

function send(response: ServerResponse, { status, body }: Answer): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  response.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
    'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}

function handle(ctx: RouteContext, request: IncomingMessage, response: ServerResponse): void {
  if (request.method === 'OPTIONS') return void response.writeHead(204, CORS_HEADERS).end()
  const path = (request.url ?? '/').split('?')[0] as string
  const chunks: Buffer[] = []
  let size = 0
  request.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > MAX_BODY_BYTES) {
      send(response, { status: 413, body: 'Payload Too Large' })
      request.destroy()
    } else chunks.push(chunk)
  })
  request.on('end', () => {
    if (size > MAX_BODY_BYTES) return
    let answer: Answer
    try {
      answer = answerEsplora(
        ctx,
        request.method ?? 'GET',
        path,
        Buffer.concat(chunks).toString('utf8'),
      )
    } catch (error) {
      // A malformed percent-escape in the path is the caller's mistake; anything else is ours.
      answer =
        error instanceof URIError
          ? { status: 400, body: 'Invalid path' }
          : { status: 500, body: error instanceof Error ? error.message : 'Internal error' }
    }
    send(response, answer)
  })
}

/** Serves the Esplora routes on host:port (0: a free port); answers the server and its port. */
export function serveEsplora(
  ctx: RouteContext,
  port: number,
  host: string,
): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => handle(ctx, request, response))
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', reject)
      const address = server.address()
      resolve({ server, port: typeof address === 'object' && address ? address.port : port })
    })
  })
}
