import { createHash } from 'node:crypto'
import { RelayRpcError, RPC_ERRORS } from './jsonRpc'
import type { RelayConnection } from './RelayConnection'
import type { RelayLogger } from './RelayOptions'
import {
  deliveryData,
  type RelayBus,
  type RelayMessage,
  type RelayStore,
  toRelayMessage,
} from './RelayStore'
import type { PublishParams } from './relayParams'

/** What a request leaves to do once its answer is on the wire (deliveries after subscribe). */
export type FollowUps = (() => void)[]

const MAX_FETCHED = 500

/** sha256(topic + clientId), the id the WalletConnect clients compute for their subscriptions. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

export interface RouterSettings {
  maxSubscriptionsPerConnection: number
  logger: RelayLogger
  now: () => number
}

/**
 * Who watches which topic on this process, and the way of a message: into the store (kept until
 * acknowledged or expired), over the bus (to every relay process watching the topic), out to
 * the local sockets.
 */
export class TopicRouter {
  private readonly byTopic = new Map<string, Set<RelayConnection>>()
  private readonly watching = new Map<string, Promise<void>>()
  private lastPublishedAt = 0

  constructor(
    private readonly store: RelayStore,
    private readonly bus: RelayBus,
    private readonly settings: RouterSettings,
  ) {
    bus.onMessage((message) => this.fanOut(message))
  }

  async subscribe(
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
      }
      watchers.add(connection)
    }
    // Watch first, read the store second: a message published in between comes one way or both.
    await this.watch(topic)
    const pending = await this.store.pending(topic, connection.clientId)
    if (pending.length > 0)
      followUps.push(() => {
        if (!connection.topics.has(topic)) return
        for (const message of pending) connection.deliver(id, message)
      })
    return id
  }

  /** One bus watch per topic, shared by its subscribers; a failed one is tried again next time. */
  private watch(topic: string): Promise<void> {
    let watching = this.watching.get(topic)
    if (!watching) {
      const attempt = this.bus.watch(topic)
      watching = attempt
      this.watching.set(topic, attempt)
      attempt.catch(() => {
        if (this.watching.get(topic) === attempt) this.watching.delete(topic)
      })
    }
    return watching
  }

  unsubscribe(connection: RelayConnection, topic: string): void {
    if (!connection.topics.delete(topic)) return
    const watchers = this.byTopic.get(topic)
    watchers?.delete(connection)
    if (watchers && watchers.size === 0) {
      this.byTopic.delete(topic)
      this.watching.delete(topic)
      this.bus
        .unwatch(topic)
        .catch((error) => this.settings.logger.warn('relay unwatch failed', describeError(error)))
    }
  }

  /** Forgets a closed socket's subscriptions. */
  leave(connection: RelayConnection): void {
    for (const topic of [...connection.topics]) this.unsubscribe(connection, topic)
  }

  async publish(connection: RelayConnection, params: PublishParams): Promise<void> {
    // Strictly increasing here, so messages published in one millisecond keep their order.
    this.lastPublishedAt = Math.max(this.settings.now(), this.lastPublishedAt + 1)
    const message = toRelayMessage(
      params,
      connection.clientId,
      connection.source,
      this.lastPublishedAt,
    )
    if (await this.store.save(message)) await this.bus.publish(message)
  }

  /** irn_batchFetchMessages: what the client has not had, handed over and counted acknowledged. */
  async fetch(connection: RelayConnection, topics: string[]) {
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

  acknowledge(connection: RelayConnection, message: RelayMessage): void {
    this.store
      .acknowledge(message, connection.clientId)
      .catch((error) => this.settings.logger.warn('relay ack not stored', describeError(error)))
  }

  /** A message from the bus, to every socket here that watches its topic (not its publisher). */
  private fanOut(message: RelayMessage): void {
    if (message.expiresAt <= this.settings.now()) return
    for (const connection of this.byTopic.get(message.topic) ?? [])
      if (connection.clientId !== message.publisher)
        connection.deliver(subscriptionId(message.topic, connection.clientId), message)
  }
}

export function describeError(error: unknown): Record<string, unknown> {
  return { error: error instanceof Error ? error.message : String(error) }
}
