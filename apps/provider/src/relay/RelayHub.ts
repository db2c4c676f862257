import type { RawData, WebSocket } from 'ws'
import type { RelayClientAuth } from './authToken'
import {
  type JsonRpcRequest,
  type JsonRpcResponse,
  parseFrame,
  RelayRpcError,
  RPC_ERRORS,
  rpcError,
  rpcResult,
} from './jsonRpc'
import { type RateLimit, RelayConnection } from './RelayConnection'
import type { RelayBus, RelayStore } from './RelayStore'
import { runRelayMethod } from './relayMethods'
import type { ParamLimits } from './relayParams'
import { describeError, type FollowUps, type RouterSettings, TopicRouter } from './TopicRouter'

export interface HubSettings extends ParamLimits, RouterSettings {
  maxFrameBytes: number
  rateLimit: RateLimit
}

/**
 * The relay's sockets: each frame read (size, shape, rate), answered through the relay methods,
 * acknowledgements passed on, pings sent; topics and messages are the router's.
 */
export class RelayHub {
  private readonly connections = new Set<RelayConnection>()
  private readonly router: TopicRouter

  constructor(
    store: RelayStore,
    bus: RelayBus,
    private readonly settings: HubSettings,
  ) {
    this.router = new TopicRouter(store, bus, settings)
  }

  get connectionCount(): number {
    return this.connections.size
  }

  accept(socket: WebSocket, auth: RelayClientAuth, source: string): RelayConnection {
    const connection = new RelayConnection(
      auth.clientId,
      source,
      socket,
      this.settings.rateLimit,
      this.settings.now,
    )
    this.connections.add(connection)
    socket.on('message', (data, isBinary) => {
      const refusal = this.readFrame(connection, data, isBinary)
      if (refusal) connection.send(refusal)
    })
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('error', (error) =>
      this.settings.logger.warn('relay socket error', { error: error.message }),
    )
    socket.on('close', () => this.drop(connection))
    return connection
  }

  /** Pings every socket; one that did not answer the previous ping is cut off. */
  heartbeat(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }

  async close(): Promise<void> {
    for (const connection of this.connections) connection.socket.close(1001, 'Relay stopping')
    for (const connection of [...this.connections]) this.drop(connection)
  }

  /** Handles one frame; returns the error to answer with when it cannot be handled. */
  private readFrame(
    connection: RelayConnection,
    data: RawData,
    isBinary: boolean,
  ): JsonRpcResponse | undefined {
    const bytes = Buffer.isBuffer(data)
      ? data
      : Array.isArray(data)
        ? Buffer.concat(data)
        : Buffer.from(data)
    if (isBinary) return rpcError(null, RPC_ERRORS.INVALID_REQUEST, 'Text frames only')
    if (bytes.byteLength > this.settings.maxFrameBytes)
      return rpcError(
        null,
        RPC_ERRORS.PAYLOAD_TOO_LARGE,
        `Frame larger than ${this.settings.maxFrameBytes} bytes`,
      )
    const frame = parseFrame(bytes.toString('utf8'))
    connection.lastActiveAt = this.settings.now()
    if (frame.kind === 'response') {
      const message = connection.settle(frame.id, frame.ok)
      if (message) this.router.acknowledge(connection, message)
      return undefined
    }
    if (!connection.takeToken())
      return rpcError(
        frame.kind === 'request' ? frame.request.id : null,
        RPC_ERRORS.RATE_LIMITED,
        'Too many requests',
      )
    if (frame.kind === 'invalid') return rpcError(frame.id, frame.code, frame.message)
    void this.answer(connection, frame.request)
    return undefined
  }

  private async answer(connection: RelayConnection, request: JsonRpcRequest): Promise<void> {
    const followUps: FollowUps = []
    try {
      const result = await runRelayMethod(
        this.router,
        connection,
        request,
        this.settings,
        followUps,
      )
      connection.send(rpcResult(request.id, result))
      for (const followUp of followUps) followUp()
    } catch (error) {
      if (error instanceof RelayRpcError)
        connection.send(rpcError(request.id, error.code, error.message))
      else {
        this.settings.logger.error('relay request failed', {
          method: request.method,
          ...describeError(error),
        })
        connection.send(rpcError(request.id, RPC_ERRORS.INTERNAL_ERROR, 'Internal error'))
      }
    }
  }

  private drop(connection: RelayConnection): void {
    if (!this.connections.delete(connection)) return
    this.router.leave(connection)
  }
}
