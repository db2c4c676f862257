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
