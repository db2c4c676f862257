interface Queue<T> {
  bytes: number
  /** Insertion order is publishing order: the first entry is the oldest. */
  items: Map<string, { item: T; bytes: number }>
}

/** What each source keeps, oldest first, with its byte total: whom the memory store evicts. */
export class SourceQueues<T> {
  private readonly bySource = new Map<string, Queue<T>>()
  private totalBytes = 0

  get bytes(): number {
    return this.totalBytes
  }

  add(source: string, key: string, item: T, bytes: number): void {
    let queue = this.bySource.get(source)
    if (!queue) {
      queue = { bytes: 0, items: new Map() }
      this.bySource.set(source, queue)
    }
    queue.items.set(key, { item, bytes })
    queue.bytes += bytes
    this.totalBytes += bytes
  }

  remove(source: string, key: string): void {
    const queue = this.bySource.get(source)
    const found = queue?.items.get(key)
    if (!queue || !found) return
    queue.items.delete(key)
    queue.bytes -= found.bytes
    this.totalBytes -= found.bytes
    if (queue.items.size === 0) this.bySource.delete(source)
  }

  /** The oldest item of the source keeping the most bytes. */
  oldestOfHeaviest(): T | undefined {
    let heaviest: Queue<T> | undefined
    for (const queue of this.bySource.values())
      if (!heaviest || queue.bytes > heaviest.bytes) heaviest = queue
    return heaviest?.items.values().next().value?.item
  }

  clear(): void {
    this.bySource.clear()
    this.totalBytes = 0
  }
}
