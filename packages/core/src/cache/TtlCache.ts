import type { Clock } from '../time/clock'

/** A map whose entries expire `ttlMs` after they were set, on the given clock. */
export interface TtlCache<T> {
  get(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
  clear(): void
  readonly size: number
}

/** Oldest entries are dropped first once `maxEntries` is reached. */
export function createTtlCache<T>(clock: Clock, ttlMs: number, maxEntries = 8192): TtlCache<T> {
  const entries = new Map<string, { value: T; expiresAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (clock.now() >= entry.expiresAt) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key, value) {
      entries.delete(key)
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(key, { value, expiresAt: clock.now() + ttlMs })
    },
    delete(key) {
      entries.delete(key)
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}
