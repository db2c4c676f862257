import type { KeyValueStorage } from './KeyValueStorage'
import { createMemoryStorage } from './memoryStorage'

// Reading localStorage itself can throw (sandboxed iframes, disabled cookies).
function findLocalStorage(): Storage | undefined {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? undefined
  } catch {
    return undefined
  }
}

// Some pages may read but not write (blocked storage, no quota): a write and a remove tell.
function canWrite(storage: Storage): boolean {
  try {
    const probe = '__latchkey_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return true
  } catch {
    return false
  }
}

/**
 * localStorage under `prefix` when the page has one; in memory otherwise (SSR, private modes).
 * Unreadable or foreign values read as undefined; quota errors on write are ignored.
 *
 * Creating it touches nothing (a page's first localStorage access is a synchronous trip to the
 * browser), a write that would change nothing is not made, and the first real write checks that
 * the page may write at all, moving to memory when it may not.
 */
export function createBrowserStorage(prefix: string): KeyValueStorage {
  const fullKey = (key: string) => `${prefix}${key}`
  let local: Storage | undefined
  let memory: KeyValueStorage | undefined
  let writable = false

  /** localStorage, looked up on first use; undefined once memory has taken over. */
  function page(): Storage | undefined {
    if (!local && !memory) {
      local = findLocalStorage()
      if (!local) memory = createMemoryStorage()
    }
    return memory ? undefined : local
  }

  function storedText(storage: Storage, key: string): string | null {
    try {
      return storage.getItem(fullKey(key))
    } catch {
      return null
    }
  }

  /** Stores `text` (null removes) unless it is stored already. */
  function write(key: string, text: string | null, value: unknown): void {
    const storage = page()
    if (storage && storedText(storage, key) === text) return
    if (storage && !writable) {
      writable = canWrite(storage)
      if (!writable) memory = createMemoryStorage()
    }
    if (memory) {
      if (text === null) memory.remove(key)
      else memory.set(key, value)
      return
    }
    try {
      if (text === null) storage?.removeItem(fullKey(key))
      else storage?.setItem(fullKey(key), text)
    } catch {
      // Storage full or blocked: persistence is best effort.
    }
  }

  return {
    slowFirstAccess: true,
    get<T>(key: string): T | undefined {
      const storage = page()
      if (!storage) return memory?.get<T>(key)
      try {
        const text = storage.getItem(fullKey(key))
        return text === null ? undefined : (JSON.parse(text) as T)
      } catch {
        return undefined
      }
    },
    set(key, value) {
      if (value === undefined) return write(key, null, undefined)
      let text: string
      try {
        text = JSON.stringify(value)
      } catch {
        return
      }
      write(key, text, value)
    },
    remove(key) {
      write(key, null, undefined)
    },
  }
}
