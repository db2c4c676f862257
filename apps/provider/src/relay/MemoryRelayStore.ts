import {
  type RelayBus,
  type RelayMessage,
  type RelayStore,
  type StorageBounds,
  storageFull,
  storedBytes,
} from './RelayStore'

interface Entry {
  message: RelayMessage
  bytes: number
  acknowledgedBy: Set<string>
}

export interface MemoryStoreLimits extends StorageBounds {
  maxMessagesPerTopic: number
  maxMessages: number
}

/**
 * Messages of one relay process, in memory. Past a count limit the oldest give way; past a
 * byte bound (topic, publisher, all) the new message is refused.
 */
export class MemoryRelayStore implements RelayStore {
  private readonly topics = new Map<string, Map<string, Entry>>()
  private readonly topicBytes = new Map<string, number>()
  private readonly clientBytes = new Map<string, number>()
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
    this.checkBounds(message, bytes)
    let entries = this.topics.get(message.topic)
    if (!entries) {
      entries = new Map()
      this.topics.set(message.topic, entries)
    }
    entries.set(message.id, { message, bytes, acknowledgedBy: new Set() })
    this.count++
    add(this.topicBytes, message.topic, bytes)
    add(this.clientBytes, message.publisher, bytes)
    this.totalBytes += bytes
    if (entries.size > this.limits.maxMessagesPerTopic) this.dropOldest(message.topic)
    if (this.count > this.limits.maxMessages) this.sweep()
    while (this.count > this.limits.maxMessages) this.dropOldest(this.topics.keys().next().value!)
    return true
  }

  /** Refuses a message past a byte bound, after dropping what expired (then nothing is lost). */
  private checkBounds(message: RelayMessage, bytes: number): void {
    const over = () =>
      (this.topicBytes.get(message.topic) ?? 0) + bytes > this.limits.maxBytesPerTopic
        ? 'topic'
        : (this.clientBytes.get(message.publisher) ?? 0) + bytes > this.limits.maxBytesPerClient
          ? 'client'
          : this.totalBytes + bytes > this.limits.maxStoredBytes
            ? 'relay'
            : undefined
    if (over() === undefined) return
    // At most one sweep a second: a client pressing on a full bound must not cost a scan a publish.
    if (this.now() - this.sweptAt >= 1000) this.sweep()
    const scope = over()
    if (scope) throw storageFull(scope)
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
    this.totalBytes -= entry.bytes
    if (entries.size === 0) this.topics.delete(topic)
  }
}

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
