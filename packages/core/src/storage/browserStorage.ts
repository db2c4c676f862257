import type { KeyValueStorage } from './KeyValueStorage'
import { createMemoryStorage } from './memoryStorage'

// Reading localStorage itself can throw (sandboxed iframes, disabled cookies), so probe it once.
function findLocalStorage(): Storage | undefined {
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage
    if (!storage) return undefined
    const probe = '__latchkey_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return undefined
  }
}

/**
 * localStorage under `prefix` when the page has one; in memory otherwise (SSR, private modes).
 * Unreadable or foreign values read as undefined; quota errors on write are ignored.
 */
export function createBrowserStorage(prefix: string): KeyValueStorage {
  const storage = findLocalStorage()
  if (!storage) return createMemoryStorage()
  const fullKey = (key: string) => `${prefix}${key}`
  return {
    get<T>(key: string): T | undefined {
      try {
        const text = storage.getItem(fullKey(key))
        return text === null ? undefined : (JSON.parse(text) as T)
      } catch {
        return undefined
      }
    },
    set(key, value) {
      try {
        if (value === undefined) storage.removeItem(fullKey(key))
        else storage.setItem(fullKey(key), JSON.stringify(value))
      } catch {
        // Storage full or blocked: persistence is best effort.
      }
    },
    remove(key) {
      try {
        storage.removeItem(fullKey(key))
      } catch {
        // Blocked storage has nothing to remove.
      }
    },
  }
}
