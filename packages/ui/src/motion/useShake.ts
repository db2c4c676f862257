import { useCallback, useEffect, useRef, useState } from 'react'
import { MOTION } from './durations'
import { motionDuration } from './prefersReducedMotion'

/** A 500 ms shake (SPEC §4) that can be retriggered; no-op under reduced motion. */
export function useShake(): [shaking: boolean, shake: () => void] {
  const [shaking, setShaking] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const shake = useCallback(() => {
    const ms = motionDuration(MOTION.shakeMs)
    if (ms === 0) return
    clearTimeout(timer.current)
    setShaking(true)
    timer.current = setTimeout(() => setShaking(false), ms)
  }, [])
  return [shaking, shake]
}
