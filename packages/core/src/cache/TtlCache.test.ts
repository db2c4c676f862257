import { describe, expect, it } from 'vitest'
import { createManualClock } from '../time/clock'
import { createTtlCache } from './TtlCache'

describe('createTtlCache', () => {
  it('expires entries on the clock', () => {
    const clock = createManualClock()
    const cache = createTtlCache<number>(clock, 1000)
    cache.set('a', 1)
    clock.advance(999)
    expect(cache.get('a')).toBe(1)
    clock.advance(1)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('drops the oldest entry when full', () => {
    const cache = createTtlCache<number>(createManualClock(), 1000, 2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBe(2)
    expect(cache.get('c')).toBe(3)
    cache.delete('b')
    expect(cache.get('b')).toBeUndefined()
    cache.clear()
    expect(cache.size).toBe(0)
  })
})
