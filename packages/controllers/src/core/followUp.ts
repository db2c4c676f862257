import type { Clock } from '@latchkey/core'

/** After a send, the waits between reads until what it changed shows: 1, 2, 4, 8 and 16 s. */
const FOLLOW_UP_MS = [1_000, 2_000, 4_000, 8_000, 16_000] as const

/**
 * Reads now and again after each wait of FOLLOW_UP_MS, until `read` resolves true (what the
 * send changed shows) or `still()` turns false (the visitor moved to another account or network);
 * returns a function that stops it.
 */
export function followUp(
  clock: Clock,
  read: () => Promise<boolean>,
  still: () => boolean,
): () => void {
  let stopped = false
  let timer: unknown
  const step = (index: number) => {
    if (stopped || !still()) return
    void read().then((done) => {
      const delay = FOLLOW_UP_MS[index]
      if (stopped || done || delay === undefined) return
      timer = clock.setTimeout(() => step(index + 1), delay)
    })
  }
  step(0)
  return () => {
    stopped = true
    if (timer !== undefined) clock.clearTimeout(timer)
  }
}
