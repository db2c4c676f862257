import { createHash } from 'node:crypto'
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
import type { RelayLogger } from './RelayOptions'
import {
  deliveryData,
  type RelayBus,
  type RelayMessage,
  type RelayStore,
  toRelayMessage,
} from './RelayStore'
import {
  type ParamLimits,
  type PublishParams,
  readApproveSession,
  readBatchPublish,
  readBatchUnsubscribe,
  readProposeSession,
  readPublish,
  readSubscribe,
  readTopics,
  readUnsubscribe,
} from './relayParams'

export interface HubSettings extends ParamLimits {
  maxFrameBytes: number
  maxSubscriptionsPerConnection: number
  rateLimit: RateLimit
  logger: RelayLogger
  now: () => number
}

const MAX_FETCHED = 500

/** What a request leaves to do once its answer is on the wire (deliveries after subscribe). */
type FollowUps = (() => void)[]

/** sha256(topic + clientId), the id the WalletConnect clients compute for their subscriptions. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

/**
 * The relay's protocol: the connected sockets, who watches which topic, and the irn_* and
 * wc_*Session methods. Messages go through the store (kept until acknowledged or expired) and the
 * bus (to every relay process watching the topic).
 */
export class RelayHub {
  private readonly connections = new Set<RelayConnection>()
  private readonly byTopic = new Map<string, Set<RelayConnection>>()
  private readonly watching = new Map<string, Promise<void>>()

  constructor(
    private readonly store: RelayStore,
    private readonly bus: RelayBus,
    private readonly settings: HubSettings,
  ) {
    bus.onMessage((message) => this.fanOut(message))
  }

  get connectionCount(): number {
    return this.connections.size
  }

  accept(socket: WebSocket, auth: RelayClientAuth): RelayConnection {
    const connection = new RelayConnection(
      auth.clientId,
      socket,
      this.settings.rateLimit,
      this.settings.now,
    )
    this.connections.add(connection)
    socket.on('message', (data, isBinary) => this.onFrame(connection, data, isBinary))
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

  private onFrame(connection: RelayConnection, data: RawData, isBinary: boolean): void {
    const refusal = this.readFrame(connection, data, isBinary)
    if (refusal) connection.send(refusal)
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
    if (frame.kind === 'response') {
      this.onAnswer(connection, frame.id, frame.ok)
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

  private onAnswer(connection: RelayConnection, id: number | string, ok: boolean): void {
    const message = connection.settle(id, ok)
    if (!message) return
    this.store
      .acknowledge(message, connection.clientId)
      .catch((error) => this.settings.logger.warn('relay ack not stored', describe(error)))
  }

  private async answer(connection: RelayConnection, request: JsonRpcRequest): Promise<void> {
    const followUps: FollowUps = []
    try {
      const result = await this.dispatch(connection, request, followUps)
      connection.send(rpcResult(request.id, result))
      for (const followUp of followUps) followUp()
    } catch (error) {
      if (error instanceof RelayRpcError)
        connection.send(rpcError(request.id, error.code, error.message))
      else {
        this.settings.logger.error('relay request failed', {
          method: request.method,
          ...describe(error),
        })
        connection.send(rpcError(request.id, RPC_ERRORS.INTERNAL_ERROR, 'Internal error'))
      }
    }
  }

  private async dispatch(
    connection: RelayConnection,
    { method, params }: JsonRpcRequest,
    followUps: FollowUps,
  ): Promise<unknown> {
    const limits = this.settings
    switch (method) {
      case 'irn_subscribe':
        return this.subscribe(connection, readSubscribe(params), followUps)
      case 'irn_batchSubscribe': {
        const ids: string[] = []
        for (const topic of readTopics(params))
          ids.push(await this.subscribe(connection, topic, followUps))
        return ids
      }
      case 'irn_unsubscribe':
        this.unsubscribe(connection, readUnsubscribe(params))
        return true
      case 'irn_batchUnsubscribe':
        for (const topic of readBatchUnsubscribe(params)) this.unsubscribe(connection, topic)
        return true
      case 'irn_publish':
        await this.publish(connection, readPublish(params, limits))
        return true
      case 'irn_batchPublish':
        for (const entry of readBatchPublish(params, limits)) await this.publish(connection, entry)
        return true
      case 'irn_batchFetchMessages':
        return this.fetch(connection, readTopics(params))
      case 'wc_proposeSession': {
        // The dapp created the pairing without subscribing: the relay subscribes it here.
        const proposal = readProposeSession(params, limits)
        await this.subscribe(connection, proposal.topic, followUps)
        await this.publish(connection, proposal)
        return true
      }
      case 'wc_approveSession': {
        // The wallet's answer on the pairing topic, then the settlement on the session topic,
        // which the wallet is subscribed to from here on.
        const { response, settlement } = readApproveSession(params, limits)
        await this.publish(connection, response)
        await this.subscribe(connection, settlement.topic, followUps)
        await this.publish(connection, settlement)
        return true
      }
      default:
        throw new RelayRpcError(RPC_ERRORS.METHOD_NOT_FOUND, `Method not found: ${method}`)
    }
  }

  private async subscribe(
    connection: RelayConnection,
    topic: string,
    followUps: FollowUps,
  ): Promise<string> {
    const id = subscriptionId(topic, connection.clientId)
    if (!connection.topics.has(topic)) {
      if (connection.topics.size >= this.settings.maxSubscriptionsPerConnection)
        throw new RelayRpcError(RPC_ERRORS.TOO_MANY_SUBSCRIPTIONS, 'Too many subscriptions')
      connection.topics.add(topic)
      let watchers = this.byTopic.get(topic)
      if (!watchers) {
        watchers = new Set()
        this.byTopic.set(topic, watchers)
        this.watching.set(topic, this.bus.watch(topic))
      }
      watchers.add(connection)
    }
    // Watch first, read the store second: a message published in between comes one way or both.
    await this.watching.get(topic)
    const pending = await this.store.pending(topic, connection.clientId)
    if (pending.length > 0)
      followUps.push(() => {
        if (!connection.topics.has(topic)) return
        for (const message of pending) connection.deliver(id, message)
      })
    return id
  }

  private unsubscribe(connection: RelayConnection, topic: string): void {
    if (!connection.topics.delete(topic)) return
    const watchers = this.byTopic.get(topic)
    watchers?.delete(connection)
    if (watchers && watchers.size === 0) {
      this.byTopic.delete(topic)
      this.watching.delete(topic)
      this.bus
        .unwatch(topic)
        .catch((error) => this.settings.logger.warn('relay unwatch failed', describe(error)))
    }
  }

  private async publish(connection: RelayConnection, params: PublishParams): Promise<void> {
    const message = toRelayMessage(params, connection.clientId, this.settings.now())
    if (await this.store.save(message)) await this.bus.publish(message)
  }

  private async fetch(connection: RelayConnection, topics: string[]) {
    const messages: ReturnType<typeof deliveryData>[] = []
    let hasMore = false
    for (const topic of topics) {
      for (const message of await this.store.pending(topic, connection.clientId)) {
        if (messages.length >= MAX_FETCHED) {
          hasMore = true
          break
        }
        if (!connection.markFetched(message)) continue
        messages.push(deliveryData(message))
        await this.store.acknowledge(message, connection.clientId)
      }
      if (hasMore) break
    }
    return { messages, hasMore }
  }

  /** A message from the bus, to every socket here that watches its topic (not its publisher). */
  private fanOut(message: RelayMessage): void {
    if (message.expiresAt <= this.settings.now()) return
    for (const connection of this.byTopic.get(message.topic) ?? [])
      if (connection.clientId !== message.publisher)
        connection.deliver(subscriptionId(message.topic, connection.clientId), message)
  }

  private drop(connection: RelayConnection): void {
    if (!this.connections.delete(connection)) return
    for (const topic of [...connection.topics]) this.unsubscribe(connection, topic)
  }
}

function describe(error: unknown): Record<string, unknown> {
  return { error: error instanceof Error ? error.message : String(error) }
}
