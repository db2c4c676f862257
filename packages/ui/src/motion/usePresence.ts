import { useEffect, useState } from 'react'
import { motionDuration } from './prefersReducedMotion'

export type PresenceState = 'open' | 'closing' | 'closed'

/**
 * Keeps something mounted for its exit animation: 'open' while open, 'closing' for `exitMs`
 * after it closes (0 under reduced motion), then 'closed'.
 */
export function usePresence(open: boolean, exitMs: number): PresenceState {
  const [state, setState] = useState<PresenceState>(open ? 'open' : 'closed')
  useEffect(() => {
    if (open) {
      setState('open')
      return
    }
    const ms = motionDuration(exitMs)
    if (ms === 0) {
      setState('closed')
      return
    }
    setState((current) => (current === 'open' ? 'closing' : current))
    const timer = setTimeout(() => setState('closed'), ms)
    return () => clearTimeout(timer)
  }, [open, exitMs])
  return state
}
