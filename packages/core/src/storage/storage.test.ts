import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBrowserStorage } from './browserStorage'
import { createMemoryStorage } from './memoryStorage'

/** A minimal Web Storage over a Map, as a page would have. */
function fakeLocalStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createMemoryStorage', () => {
  it('stores JSON copies', () => {
    const storage = createMemoryStorage()
    const value = { a: [1, 2] }
    storage.set('k', value)
    value.a.push(3)
    expect(storage.get('k')).toEqual({ a: [1, 2] })
    storage.remove('k')
    expect(storage.get('k')).toBeUndefined()
    storage.set('n', 0)
    expect(storage.get('n')).toBe(0)
    storage.set('n', undefined)
    expect(storage.get('n')).toBeUndefined()
  })
})

describe('createBrowserStorage', () => {
  it('uses localStorage under the prefix', () => {
    const local = fakeLocalStorage()
    vi.stubGlobal('localStorage', local)
    const storage = createBrowserStorage('@latchkey/')
    storage.set('recent', [{ id: 'w1' }])
    expect(local.data.get('@latchkey/recent')).toBe('[{"id":"w1"}]')
    expect(storage.get('recent')).toEqual([{ id: 'w1' }])
    local.data.set('@latchkey/broken', '{not json')
    expect(storage.get('broken')).toBeUndefined()
    storage.remove('recent')
    expect(local.data.has('@latchkey/recent')).toBe(false)
  })

  it('falls back to memory without localStorage (SSR)', () => {
    vi.stubGlobal('localStorage', undefined)
    const storage = createBrowserStorage('x/')
    storage.set('a', 1)
    expect(storage.get('a')).toBe(1)
  })

  it('falls back to memory when localStorage throws, and ignores quota errors', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => undefined,
    })
    const blocked = createBrowserStorage('x/')
    blocked.set('a', 1)
    expect(blocked.get('a')).toBe(1)

    const local = fakeLocalStorage()
    vi.stubGlobal('localStorage', local)
    const storage = createBrowserStorage('x/')
    local.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    expect(() => storage.set('big', 'x')).not.toThrow()
  })
})

describe('createBrowserStorage at start-up', () => {
  function countingLocalStorage() {
    const local = fakeLocalStorage()
    const calls = { get: 0, set: 0, remove: 0 }
    return {
      local,
      calls,
      storage: {
        getItem(k: string) {
          calls.get++
          return local.getItem(k)
        },
        setItem(k: string, v: string) {
          calls.set++
          local.setItem(k, v)
        },
        removeItem(k: string) {
          calls.remove++
          local.removeItem(k)
        },
      },
    }
  }

  it('touches localStorage only on first use', () => {
    const { storage, calls } = countingLocalStorage()
    const lookup = vi.fn(() => storage)
    Object.defineProperty(globalThis, 'localStorage', { get: lookup, configurable: true })
    try {
      const kv = createBrowserStorage('x/')
      expect(lookup).not.toHaveBeenCalled()
      expect(kv.get('a')).toBeUndefined()
      expect(lookup).toHaveBeenCalledTimes(1)
      expect(calls).toEqual({ get: 1, set: 0, remove: 0 })
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })

  it('writes nothing that is stored already, and probes writing once, on the first write', () => {
    const { local, storage, calls } = countingLocalStorage()
    vi.stubGlobal('localStorage', storage)
    const kv = createBrowserStorage('x/')
    kv.remove('absent')
    kv.set('gone', undefined)
    expect(calls.set + calls.remove).toBe(0)
    kv.set('status', 'disconnected')
    // The probe (one set, one remove) and the value.
    expect(calls).toMatchObject({ set: 2, remove: 1 })
    kv.set('status', 'disconnected')
    expect(calls).toMatchObject({ set: 2, remove: 1 })
    kv.set('status', 'connected')
    kv.remove('status')
    expect(calls).toMatchObject({ set: 3, remove: 2 })
    expect([...local.data.keys()]).toEqual([])
  })
})
