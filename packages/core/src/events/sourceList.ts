// Shared by the adapters, which may not import one another (DESIGN.md layers).
import type { Clock } from '../time/clock'

/** Finds items (an adapter's connectors) and reports them; `publish` replaces this source's list. */
export interface ItemSource<T extends { id: string }> {
  readonly id: string
  start(publish: (items: T[]) => void): () => void
}

/** What every source found, merged in source order (an id seen twice keeps its first entry). */
export interface SourceList<T extends { id: string }> {
  /** Starts every source once; a source added later starts at once. */
  start(): void
  stop(): void
  add(source: ItemSource<T>): void
  has(sourceId: string): boolean
  all(): readonly T[]
  get(id: string): T | undefined
  /** Called after every change; returns the unsubscribe. */
  subscribe(listener: (items: readonly T[]) => void): () => void
}

export function createSourceList<T extends { id: string }>(
  initial: readonly ItemSource<T>[],
): SourceList<T> {
  const sources = [...initial]
  const found = new Map<string, readonly T[]>()
  const stops = new Map<string, () => void>()
  const listeners = new Set<(items: readonly T[]) => void>()
  let merged: readonly T[] = []
  let started = false

  function publish(sourceId: string, items: T[]) {
    if (!stops.has(sourceId)) return
    found.set(sourceId, items)
    const seen = new Set<string>()
    merged = sources
      .flatMap((source) => found.get(source.id) ?? [])
      .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)))
    for (const listener of [...listeners]) listener(merged)
  }

  function run(source: ItemSource<T>) {
    stops.set(source.id, () => {})
    const stop = source.start((items) => publish(source.id, items))
    if (stops.has(source.id)) stops.set(source.id, stop)
  }

  return {
    start() {
      if (started) return
      started = true
      for (const source of sources) run(source)
    },
    stop() {
      started = false
      for (const stop of stops.values()) stop()
      stops.clear()
      found.clear()
      merged = []
    },
    add(source) {
      if (sources.some((known) => known.id === source.id)) return
      sources.push(source)
      if (started) run(source)
    },
    has: (sourceId) => sources.some((source) => source.id === sourceId),
    all: () => merged,
    get: (id) => merged.find((item) => item.id === id),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * The item `id` once a source publishes it, waiting up to `timeoutMs` on `clock` (wallets may
 * register a moment after start-up); undefined when it does not come. Starts the list.
 */
export function waitForItem<T extends { id: string }>(
  list: SourceList<T>,
  id: string,
  clock: Clock,
  timeoutMs: number,
): Promise<T | undefined> {
  list.start()
  const known = list.get(id)
  if (known || timeoutMs <= 0) return Promise.resolve(known)
  return new Promise((resolve) => {
    const finish = (item: T | undefined) => {
      unsubscribe()
      clock.clearTimeout(timer)
      resolve(item)
    }
    const unsubscribe = list.subscribe((items) => {
      const found = items.find((item) => item.id === id)
      if (found) finish(found)
    })
    const timer = clock.setTimeout(() => finish(undefined), timeoutMs)
  })
}
