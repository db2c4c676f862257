import {
  isLargeMessage,
  MAX_EVICTIONS_PER_SAVE,
  type RelayBus,
  type RelayMessage,
  type RelayStore,
  type StorageBounds,
  type StorageScope,
  storageFull,
  storedBytes,
} from './RelayStore'
import { SourceQueues } from './SourceQueues'

interface Entry {
  message: RelayMessage
  bytes: number
  large: boolean
  acknowledgedBy: Set<string>
}

export interface MemoryStoreLimits extends StorageBounds {
  maxMessagesPerTopic: number
  maxMessages: number
}

/**
 * Messages of one relay process, in memory. Past a count limit the oldest give way; past a
 * byte bound of its topic, publisher or source the new message is refused; when the relay is
 * full the heaviest source's oldest messages give way (RelayStore.save).
 */
export class MemoryRelayStore implements RelayStore {
  private readonly topics = new Map<string, Map<string, Entry>>()
  private readonly topicBytes = new Map<string, number>()
  private readonly clientBytes = new Map<string, number>()
  private readonly sourceBytes = new Map<string, number>()
  private readonly small = new SourceQueues<Entry>()
  private readonly large = new SourceQueues<Entry>()
  private totalBytes = 0
  private count = 0
  private sweptAt = 0

  constructor(
    private readonly limits: MemoryStoreLimits,
    private readonly now: () => number,
  ) {}

  async save(message: RelayMessage): Promise<boolean> {
    if (this.topics.get(message.topic)?.has(message.id)) return false
    const bytes = storedBytes(message)
    const large = isLargeMessage(bytes, this.limits)
    this.checkBounds(message, bytes)
    this.makeRoom(bytes, large)
    let entries = this.topics.get(message.topic)
    if (!entries) {
      entries = new Map()
      this.topics.set(message.topic, entries)
    }
    const entry: Entry = { message, bytes, large, acknowledgedBy: new Set() }
    entries.set(message.id, entry)
    this.count++
    add(this.topicBytes, message.topic, bytes)
    add(this.clientBytes, message.publisher, bytes)
    add(this.sourceBytes, message.source, bytes)
    ;(large ? this.large : this.small).add(message.source, entryKey(message), entry, bytes)
    this.totalBytes += bytes
    if (entries.size > this.limits.maxMessagesPerTopic) this.dropOldest(message.topic)
    if (this.count > this.limits.maxMessages) this.sweep()
    while (this.count > this.limits.maxMessages) this.dropOldest(this.topics.keys().next().value!)
    return true
  }

  /** Refuses a message past its topic's, publisher's or source's bound, after dropping what expired. */
  private checkBounds(message: RelayMessage, bytes: number): void {
    const { maxBytesPerTopic, maxBytesPerClient, maxBytesPerSource } = this.limits
    const over = (): StorageScope | undefined =>
      (this.topicBytes.get(message.topic) ?? 0) + bytes > maxBytesPerTopic
        ? 'topic'
        : (this.clientBytes.get(message.publisher) ?? 0) + bytes > maxBytesPerClient
          ? 'client'
          : (this.sourceBytes.get(message.source) ?? 0) + bytes > maxBytesPerSource
            ? 'source'
            : undefined
    if (over() === undefined) return
    this.sweepAtMostEverySecond()
    const scope = over()
    if (scope) throw storageFull(scope)
  }

  /** Evicts until the message fits in the relay (see RelayStore.save); refuses when it cannot. */
  private makeRoom(bytes: number, large: boolean): void {
    const { maxStoredBytes, reservedSmallBytes } = this.limits
    const largeShare = maxStoredBytes - reservedSmallBytes
    if (large && bytes > largeShare) throw storageFull('relay')
    const tight = () =>
      large && this.large.bytes + bytes > largeShare
        ? 'large'
        : this.totalBytes + bytes > maxStoredBytes
          ? 'total'
          : undefined
    if (tight() === undefined) return
    this.sweepAtMostEverySecond()
    for (let evictions = 0; ; evictions++) {
      const why = tight()
      if (why === undefined) return
      const victim =
        why === 'large' || this.large.bytes > 0
          ? this.large.oldestOfHeaviest()
          : this.small.oldestOfHeaviest()
      if (!victim || evictions >= MAX_EVICTIONS_PER_SAVE) throw storageFull('relay')
      this.remove(victim.message.topic, victim.message.id)
    }
  }

  /** A client pressing on a full bound must not cost a scan of every message a publish. */
  private sweepAtMostEverySecond(): void {
    if (this.now() - this.sweptAt >= 1000) this.sweep()
  }

  async pending(topic: string, clientId: string): Promise<RelayMessage[]> {
    const entries = this.topics.get(topic)
    if (!entries) return []
    const now = this.now()
    const found: RelayMessage[] = []
    for (const [id, entry] of entries) {
      if (entry.message.expiresAt <= now) {
        this.remove(topic, id)
        continue
      }
      if (entry.message.publisher !== clientId && !entry.acknowledgedBy.has(clientId))
        found.push(entry.message)
    }
    return found.sort((a, b) => a.publishedAt - b.publishedAt)
  }

  async acknowledge(message: RelayMessage, clientId: string): Promise<void> {
    this.topics.get(message.topic)?.get(message.id)?.acknowledgedBy.add(clientId)
  }

  /** Drops every expired message; the relay runs it on a timer. */
  sweep(): void {
    const now = this.now()
    this.sweptAt = now
    for (const [topic, entries] of this.topics)
      for (const [id, entry] of entries) if (entry.message.expiresAt <= now) this.remove(topic, id)
  }

  get size(): number {
    return this.count
  }

  get bytes(): number {
    return this.totalBytes
  }

  async close(): Promise<void> {
    this.topics.clear()
    this.topicBytes.clear()
    this.clientBytes.clear()
    this.sourceBytes.clear()
    this.small.clear()
    this.large.clear()
    this.totalBytes = 0
    this.count = 0
  }

  private dropOldest(topic: string): void {
    const first = this.topics.get(topic)?.keys().next()
    if (first && !first.done) this.remove(topic, first.value)
  }

  private remove(topic: string, id: string): void {
    const entries = this.topics.get(topic)
    const entry = entries?.get(id)
    if (!entries || !entry) return
    entries.delete(id)
    this.count--
    add(this.topicBytes, topic, -entry.bytes)
    add(this.clientBytes, entry.message.publisher, -entry.bytes)
    add(this.sourceBytes, entry.message.source, -entry.bytes)
    ;(entry.large ? this.large : this.small).remove(entry.message.source, entryKey(entry.message))
    this.totalBytes -= entry.bytes
    if (entries.size === 0) this.topics.delete(topic)
  }
}

const entryKey = (message: RelayMessage) => `${message.topic}:${message.id}`

function add(totals: Map<string, number>, key: string, bytes: number): void {
  const total = (totals.get(key) ?? 0) + bytes
  if (total <= 0) totals.delete(key)
  else totals.set(key, total)
}

/** The bus of a relay on its own: every message goes straight to this process's listeners. */
export class LocalRelayBus implements RelayBus {
  private readonly listeners = new Set<(message: RelayMessage) => void>()

  async publish(message: RelayMessage): Promise<void> {
    for (const listener of this.listeners) listener(message)
  }
  async watch(): Promise<void> {}
  async unwatch(): Promise<void> {}
  onMessage(listener: (message: RelayMessage) => void): void {
    this.listeners.add(listener)
  }
  async close(): Promise<void> {
    this.listeners.clear()
  }
}
