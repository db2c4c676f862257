import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { SolanaLedger } from './ledger'
import { answerHttpBody } from './rpc/dispatch'
import { SubscriptionHub } from './rpc/subscriptions'

const MAX_BODY_BYTES = 2 * 1024 * 1024
const STOP_GRACE_MS = 150
// Browsers (the demo, the dev wallet) call the chain from other origins; @solana/web3.js adds solana-client.
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '600',
}

function respond(
  response: ServerResponse,
  status: number,
  body: string,
  type = 'application/json',
): void {
  response.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': type,
    'content-length': Buffer.byteLength(body),
  })
  response.end(body)
}

function handleHttp(
  ledger: SolanaLedger,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS_HEADERS).end()
    return
  }
  if (request.method === 'GET' && request.url === '/health') {
    respond(response, 200, 'ok', 'text/plain')
    return
  }
  if (request.method !== 'POST') {
    respond(response, 405, 'Method Not Allowed', 'text/plain')
    return
  }
  const chunks: Buffer[] = []
  let size = 0
  request.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > MAX_BODY_BYTES) {
      respond(response, 413, 'Payload Too Large', 'text/plain')
      request.destroy()
    } else chunks.push(chunk)
  })
  request.on('end', () => {
    if (size > MAX_BODY_BYTES) return
    respond(
      response,
      200,
      JSON.stringify(answerHttpBody(ledger, Buffer.concat(chunks).toString('utf8'))),
    )
  })
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', reject)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

export interface RpcServers {
  port: number
  stop(): Promise<void>
}

/**
 * JSON-RPC over HTTP on `port` and the subscriptions over WebSocket on the same port and on
 * port + 1, where @solana/web3.js's `Connection` looks for them. Port 0: a free pair.
 */
export async function startRpcServers(
  ledger: SolanaLedger,
  port: number,
  host: string,
): Promise<RpcServers> {
  const hub = new SubscriptionHub(ledger)
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES })
  sockets.on('connection', (socket) => hub.attach(socket))
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request))
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const http = createServer((request, response) => handleHttp(ledger, request, response))
    const ws = createServer((_, response) =>
      respond(response, 426, 'Upgrade Required', 'text/plain'),
    )
    http.on('upgrade', upgrade)
    ws.on('upgrade', upgrade)
    const httpPort = await listen(http, port, host)
    try {
      await listen(ws, httpPort + 1, host)
    } catch (error) {
      await close(http)
      if (port !== 0) throw error
      continue
    }
    return {
      port: httpPort,
      async stop() {
        for (const client of sockets.clients) client.terminate()
        // Clients poll in the background (Connection checks the block height while it confirms):
        // requests already on their way still get answers, then close() ends the idle sockets.
        await new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS))
        const closed = Promise.all([close(http), close(ws)])
        const force = setTimeout(() => {
          http.closeAllConnections()
          ws.closeAllConnections()
        }, 1000)
        await closed
        clearTimeout(force)
        sockets.close()
      },
    }
  }
  throw new Error('No two adjacent free ports found for the local Solana chain')
}
