/** The one source of time for every timed rule, so tests can swap in fake time. */
export interface Clock {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** Real time. Reads the globals at each call so vi.useFakeTimers() also drives it. */
export const systemClock: Clock = Object.freeze({
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) =>
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
})

export interface ManualClock extends Clock {
  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void
}

/** A clock that only moves when told to: deterministic time for tests and simulations. */
export function createManualClock(start = 0): ManualClock {
  let now = start
  let nextId = 1
  const timers = new Map<number, { at: number; callback: () => void }>()
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++
      timers.set(id, { at: now + Math.max(0, ms), callback })
      return id
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    advance(ms) {
      const until = now + ms
      for (;;) {
        let due: [number, { at: number; callback: () => void }] | undefined
        for (const entry of timers)
          if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].callback()
      }
      now = until
    },
  }
}
