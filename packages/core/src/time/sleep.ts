import type { Clock } from './clock'

// Its own module: the clock is start-up code, and a bundler places a module whole (issue 13).

/** Waits `ms` on a clock; rejects with the signal's reason if it aborts first. */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clock.clearTimeout(handle)
      reject(signal?.reason)
    }
    const handle = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
