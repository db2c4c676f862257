import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { motionDuration } from './prefersReducedMotion'

export type PresenceState = 'open' | 'closing' | 'closed'

/**
 * Keeps something mounted for its exit animation: 'open' while open, 'closing' for `exitMs`
 * after it closes (0 under reduced motion), then 'closed'.
 *
 * Opening is read from `open` in the same render, with no state set in an effect: an open is one
 * render and one commit, in the frame it is asked for (issue 13). Only the end of an exit sets
 * state, once its time is over.
 */
export function usePresence(open: boolean, exitMs: number): PresenceState {
  // Whether the last commit showed the content. Written after commits and when an exit ends,
  // read while rendering: a close renders 'closing' only if there was something to take away.
  const shown = useRef(open)
  const [, exitEnded] = useState(0)
  useLayoutEffect(() => {
    if (open) shown.current = true
  }, [open])
  useEffect(() => {
    if (open || !shown.current) return
    const end = () => {
      shown.current = false
      exitEnded((n) => n + 1)
    }
    const ms = motionDuration(exitMs)
    if (ms === 0) {
      shown.current = false
      return
    }
    const timer = setTimeout(end, ms)
    return () => clearTimeout(timer)
  }, [open, exitMs])
  if (open) return 'open'
  return shown.current && motionDuration(exitMs) > 0 ? 'closing' : 'closed'
}
