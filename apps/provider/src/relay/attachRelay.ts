import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { readAuthToken } from './authToken'
import { ConnectionQuota } from './ConnectionQuota'
import { ipKey, ipSource } from './ipSource'
import { LocalRelayBus, MemoryRelayStore } from './MemoryRelayStore'
import { openRedisRelay } from './RedisRelayStore'
import type { RelayConnection } from './RelayConnection'
import { RelayHub } from './RelayHub'
import { type RelayOptions, resolveRelayOptions } from './RelayOptions'
import { SourceShares } from './SourceShares'

export interface AttachedRelay {
  /** The path the relay answers on, or undefined for any path. */
  readonly path: string | undefined
  /** Whether messages go through Redis (shared by several relay processes). */
  readonly shared: boolean
  connectionCount(): number
  /** Closes the relay's sockets and its Redis connections; the HTTP server stays up. */
  close(): Promise<void>
}

const SWEEP_MS = 30_000

/**
 * Mounts the WalletConnect relay on an HTTP server's WebSocket upgrades: the client's auth JWT
 * (`?auth=`) is checked before the upgrade, then the socket speaks the relay's JSON-RPC.
 * Other upgrade paths are left to other listeners.
 */
export async function attachRelay(
  server: Server,
  input: RelayOptions = {},
): Promise<AttachedRelay> {
  const options = resolveRelayOptions(input)
  const { logger, now } = options
  const redis = options.redisUrl
    ? await openRedisRelay({
        url: options.redisUrl,
        keyPrefix: options.redisKeyPrefix,
        maxMessagesPerTopic: options.maxMessagesPerTopic,
        maxBytesPerTopic: options.maxBytesPerTopic,
        maxBytesPerClient: options.maxBytesPerClient,
        maxBytesPerSource: options.maxBytesPerSource,
        maxStoredBytes: options.maxStoredBytes,
        smallMessageBytes: options.smallMessageBytes,
        reservedSmallBytes: options.reservedSmallBytes,
        now,
        onError: (error) => logger.warn('relay redis error', { error: error.message }),
      })
    : undefined
  const memory = redis ? undefined : new MemoryRelayStore(options, now)
  const hub = new RelayHub(redis?.store ?? memory!, redis?.bus ?? new LocalRelayBus(), options)
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxFrameBytes * 4 })
  const quota = new ConnectionQuota(options, now)
  // Sockets per network, open or still upgrading: both count toward maxConnections.
  const shares = new SourceShares(options)
  const pings = setInterval(() => hub.heartbeat(), options.pingIntervalMs)
  const sweeps = memory ? setInterval(() => memory.sweep(), SWEEP_MS) : undefined
  pings.unref()
  sweeps?.unref()

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://relay.invalid')
    if (options.path !== undefined && url.pathname !== options.path) {
      // Another listener may take it; with none, nobody would ever answer.
      if (server.listenerCount('upgrade') === 1) reject(socket, 404, 'Not Found')
      return
    }
    socket.on('error', () => socket.destroy())
    const ip = options.clientIp?.(request) ?? request.socket.remoteAddress ?? 'unknown'
    const [source, ipSlot] = [ipSource(ip), ipKey(ip)]
    const refusal = shares.enter(source)
    if (refusal === 'busy') return reject(socket, 503, 'Busy')
    if (refusal) return reject(socket, 429, 'Too Many Requests')
    if (!quota.admitIp(ipSlot)) {
      shares.cancelled(source)
      return reject(socket, 429, 'Too Many Requests')
    }
    let connection: RelayConnection | undefined
    let shareHeld = true
    let ipHeld = true
    let clientHeld: string | undefined
    // Slots are held until the socket closes (upgraded or refused), and each is given back once.
    const giveBack = () => {
      if (shareHeld) {
        if (connection) shares.closed(connection)
        else shares.cancelled(source)
      }
      shareHeld = false
      if (ipHeld) quota.releaseIp(ipSlot)
      ipHeld = false
      if (clientHeld !== undefined) quota.releaseClient(clientHeld)
      clientHeld = undefined
    }
    socket.once('close', giveBack)
    const refuse = (status: number, text: string) => {
      giveBack()
      reject(socket, status, text)
    }
    void readAuthToken(url.searchParams.get('auth'), {
      verifySignature: options.verifySignature,
      skewSeconds: 60,
      now,
    })
      .then(async (auth) => {
        if (!auth) return refuse(401, 'Unauthorized')
        if (socket.destroyed) return giveBack()
        if (!quota.admitClient(auth.clientId)) return refuse(429, 'Too Many Requests')
        clientHeld = auth.clientId
        const allowed =
          !options.authorize ||
          (await options.authorize({
            clientId: auth.clientId,
            projectId: url.searchParams.get('projectId'),
            origin: request.headers.origin,
          }))
        if (!allowed) return refuse(403, 'Forbidden')
        if (socket.destroyed) return giveBack()
        // Only now, for a client that checked out, may another network's socket give way.
        if (!shares.makeRoom(source)) return refuse(503, 'Busy')
        wss.handleUpgrade(request, socket, head, (ws) => {
          connection = hub.accept(ws, auth, source)
          shares.opened(connection)
        })
      })
      .catch((error: unknown) => {
        logger.error('relay upgrade failed', { error: String(error) })
        refuse(500, 'Internal Server Error')
      })
  }
  server.on('upgrade', onUpgrade)

  let closed: Promise<void> | undefined
  return {
    path: options.path,
    shared: redis !== undefined,
    connectionCount: () => hub.connectionCount,
    close() {
      closed ??= (async () => {
        server.off('upgrade', onUpgrade)
        clearInterval(pings)
        if (sweeps) clearInterval(sweeps)
        await hub.close()
        await new Promise<void>((resolve) => wss.close(() => resolve()))
        await memory?.close()
        await redis?.close()
      })()
      return closed
    },
  }
}

function reject(socket: Duplex, status: number, text: string): void {
  if (socket.destroyed) return
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}
