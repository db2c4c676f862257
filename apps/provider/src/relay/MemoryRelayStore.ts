import type { RelayBus, RelayMessage, RelayStore } from './RelayStore'

interface Entry {
  message: RelayMessage
  acknowledgedBy: Set<string>
}

export interface MemoryStoreLimits {
  maxMessagesPerTopic: number
  maxMessages: number
}

/** Messages of one relay process, in memory; the oldest give way when a limit is reached. */
export class MemoryRelayStore implements RelayStore {
  private readonly topics = new Map<string, Map<string, Entry>>()
  private count = 0

  constructor(
    private readonly limits: MemoryStoreLimits,
    private readonly now: () => number,
  ) {}

  async save(message: RelayMessage): Promise<boolean> {
    let entries = this.topics.get(message.topic)
    if (!entries) {
      entries = new Map()
      this.topics.set(message.topic, entries)
    }
    if (entries.has(message.id)) return false
    entries.set(message.id, { message, acknowledgedBy: new Set() })
    this.count++
    if (entries.size > this.limits.maxMessagesPerTopic) this.dropOldest(message.topic)
    if (this.count > this.limits.maxMessages) this.sweep()
    while (this.count > this.limits.maxMessages) this.dropOldest(this.topics.keys().next().value!)
    return true
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
    for (const [topic, entries] of this.topics)
      for (const [id, entry] of entries) if (entry.message.expiresAt <= now) this.remove(topic, id)
  }

  get size(): number {
    return this.count
  }

  async close(): Promise<void> {
    this.topics.clear()
    this.count = 0
  }

  private dropOldest(topic: string): void {
    const first = this.topics.get(topic)?.keys().next()
    if (first && !first.done) this.remove(topic, first.value)
  }

  private remove(topic: string, id: string): void {
    const entries = this.topics.get(topic)
    if (!entries?.delete(id)) return
    this.count--
    if (entries.size === 0) this.topics.delete(topic)
  }
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
