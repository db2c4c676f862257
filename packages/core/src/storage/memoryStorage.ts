import type { KeyValueStorage } from './KeyValueStorage'

/** Storage in a Map; values are copied through JSON so callers never share objects with it. */
export function createMemoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>()
  return {
    get<T>(key: string): T | undefined {
      const text = entries.get(key)
      return text === undefined ? undefined : (JSON.parse(text) as T)
    },
    set(key, value) {
      if (value === undefined) entries.delete(key)
      else entries.set(key, JSON.stringify(value))
    },
    remove(key) {
      entries.delete(key)
    },
  }
}
