import { afterEach, describe, expect, it, vi } from 'vitest'
import { createManualClock, systemClock } from './clock'
import { sleep } from './sleep'

afterEach(() => {
  vi.useRealTimers()
})

describe('systemClock', () => {
  it('follows vi fake timers', async () => {
    vi.useFakeTimers({ now: 1_000 })
    expect(systemClock.now()).toBe(1_000)
    const fired = vi.fn()
    systemClock.setTimeout(fired, 500)
    vi.advanceTimersByTime(499)
    expect(fired).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fired).toHaveBeenCalledOnce()
    const cancelled = vi.fn()
    systemClock.clearTimeout(systemClock.setTimeout(cancelled, 10))
    vi.advanceTimersByTime(20)
    expect(cancelled).not.toHaveBeenCalled()
  })
})

describe('sleep', () => {
  it('resolves after the delay and rejects with the abort reason', async () => {
    const clock = createManualClock()
    const done = vi.fn()
    sleep(clock, 100).then(done)
    clock.advance(99)
    await Promise.resolve()
    expect(done).not.toHaveBeenCalled()
    clock.advance(1)
    await Promise.resolve()
    expect(done).toHaveBeenCalled()

    const controller = new AbortController()
    const pending = sleep(clock, 100, controller.signal)
    controller.abort('stop')
    await expect(pending).rejects.toBe('stop')
    await expect(sleep(clock, 1, controller.signal)).rejects.toBe('stop')
  })
})

describe('createManualClock', () => {
  it('fires due timers in time order and moves now', () => {
    const clock = createManualClock(10)
    const order: string[] = []
    clock.setTimeout(() => order.push(`b@${clock.now()}`), 20)
    clock.setTimeout(() => order.push(`a@${clock.now()}`), 5)
    const c = clock.setTimeout(() => order.push('c'), 15)
    clock.clearTimeout(c)
    clock.advance(10)
    expect(order).toEqual(['a@15'])
    clock.advance(100)
    expect(order).toEqual(['a@15', 'b@30'])
    expect(clock.now()).toBe(120)
  })
})

describe('pairing expiry (SPEC §4)', () => {
  it('lives 240 000 ms from when the URI is set and counts as expired within the last 10 000 ms', async () => {
    const { isPairingExpired, pairingExpiresAt } = await import('./pairingExpiry')
    const expiresAt = pairingExpiresAt(1_000)
    expect(expiresAt).toBe(241_000)
    expect(isPairingExpired(expiresAt, 230_999)).toBe(false)
    expect(isPairingExpired(expiresAt, 231_000)).toBe(true)
    expect(isPairingExpired(undefined, 0)).toBe(true)
  })
})
