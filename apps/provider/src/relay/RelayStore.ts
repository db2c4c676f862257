import { createHash } from 'node:crypto'
import { RelayRpcError, RPC_ERRORS } from './jsonRpc'
import type { PublishParams } from './relayParams'

/** One published message, kept until its TTL runs out. */
export interface RelayMessage {
  /** SHA-256 of the message text: the same message published twice on a topic is kept once. */
  id: string
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  /** The client that published it; it is never delivered back to that client. */
  publisher: string
  /** The publisher's network (ipSource): stored bytes are bounded, and evicted, per source. */
  source: string
  prompt?: boolean
  attestation?: string
}

/**
 * Where messages wait until each subscriber has acknowledged them (memory, or Redis shared by
 * several relay processes). Acknowledgements are kept per client id, so a client that comes back
 * on a new connection gets what it missed, once.
 */
export interface RelayStore {
  /**
   * Keeps a message; false when the topic holds it already (nothing to deliver again). Throws
   * storageFull() when it would pass a bound of its topic, its publisher or its source. When the
   * relay is full it makes room: a large message while large ones fill their share
   * (maxStoredBytes - reservedSmallBytes) evicts large ones; any message while the store is full
   * evicts large ones first, small ones when none is left; each time the oldest of that size of
   * the source keeping the most bytes of that size. It throws only when nothing can give way.
   */
  save(message: RelayMessage): Promise<boolean>
  /** Unexpired messages on a topic that the client neither published nor acknowledged, oldest first. */
  pending(topic: string, clientId: string): Promise<RelayMessage[]>
  acknowledge(message: RelayMessage, clientId: string): Promise<void>
  close(): Promise<void>
}

/**
 * Tells every relay process (this one included) about new messages on the topics its clients
 * watch: in-process listeners alone, or Redis pub/sub between processes.
 */
export interface RelayBus {
  publish(message: RelayMessage): Promise<void>
  /** Starts receiving a topic's messages; resolves once they will arrive. */
  watch(topic: string): Promise<void>
  unwatch(topic: string): Promise<void>
  onMessage(listener: (message: RelayMessage) => void): void
  close(): Promise<void>
}

export function toRelayMessage(
  params: PublishParams,
  publisher: string,
  source: string,
  now: number,
): RelayMessage {
  return {
    id: createHash('sha256').update(params.message).digest('hex'),
    topic: params.topic,
    message: params.message,
    tag: params.tag,
    publishedAt: now,
    expiresAt: now + params.ttl * 1000,
    publisher,
    source,
    ...(params.prompt !== undefined ? { prompt: params.prompt } : {}),
    ...(params.attestation !== undefined ? { attestation: params.attestation } : {}),
  }
}

/** What a subscriber receives in irn_subscription (and irn_batchFetchMessages). */
export function deliveryData(message: RelayMessage) {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    ...(message.attestation !== undefined ? { attestation: message.attestation } : {}),
  }
}

/** What a kept message counts against the storage bounds: its text plus a fixed overhead. */
export const STORED_OVERHEAD_BYTES = 256

export function storedBytes(message: RelayMessage): number {
  return (
    Buffer.byteLength(message.message) +
    (message.attestation ? Buffer.byteLength(message.attestation) : 0) +
    STORED_OVERHEAD_BYTES
  )
}

export interface StorageBounds {
  maxBytesPerTopic: number
  maxBytesPerClient: number
  maxBytesPerSource: number
  maxStoredBytes: number
  smallMessageBytes: number
  reservedSmallBytes: number
}

/** Large messages may not use the reserved share of the store, and are evicted first. */
export function isLargeMessage(bytes: number, bounds: StorageBounds): boolean {
  return bytes > bounds.smallMessageBytes
}

/** Evictions one save may make: room for a 256 KiB message among 257-byte ones, then it gives up. */
export const MAX_EVICTIONS_PER_SAVE = 2048

export type StorageScope = 'topic' | 'client' | 'source' | 'relay'

/** The refusal when keeping a message would pass a storage bound. */
export function storageFull(scope: StorageScope): RelayRpcError {
  const where = {
    topic: 'this topic',
    client: 'this client',
    source: 'this network',
    relay: 'the relay',
  }[scope]
  return new RelayRpcError(
    RPC_ERRORS.STORAGE_FULL,
    `Storage full: ${where} already keeps as many message bytes as allowed; retry once some expire`,
  )
}

/** Reads a message back from JSON (Redis); undefined for anything malformed. */
export function parseRelayMessage(text: string): RelayMessage | undefined {
  try {
    const value = JSON.parse(text) as Partial<RelayMessage>
    if (
      typeof value.id === 'string' &&
      typeof value.topic === 'string' &&
      typeof value.message === 'string' &&
      typeof value.tag === 'number' &&
      typeof value.publishedAt === 'number' &&
      typeof value.expiresAt === 'number' &&
      typeof value.publisher === 'string'
    )
      // Messages kept before sources were recorded count under one unknown source.
      return {
        ...value,
        source: typeof value.source === 'string' ? value.source : 'unknown',
      } as RelayMessage
  } catch {}
  return undefined
}
