import { type HeadlessError, toHeadlessError } from '@latchkey/controllers/headless'
import { useCallback, useEffect, useRef, useState } from 'react'

export interface HeadlessActionState<T> {
  /** The last run's result, until the next run starts. */
  data: T | undefined
  /** The last run's failure as a code with its parameters. */
  error: HeadlessError | undefined
  isPending: boolean
}

const IDLE = Object.freeze({ data: undefined, error: undefined, isPending: false })

/**
 * Runs a headless action and keeps its last outcome: a newer run replaces an older one's answer,
 * and nothing is set after unmount. The returned promise still rejects, for a caller that waits.
 */
export function useHeadlessAction<A extends unknown[], T>(
  action: (...args: A) => Promise<T>,
): [(...args: A) => Promise<T>, HeadlessActionState<T>, () => void] {
  const [state, setState] = useState<HeadlessActionState<T>>(IDLE)
  const latest = useRef(0)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const run = useCallback(
    async (...args: A) => {
      const id = ++latest.current
      setState({ data: undefined, error: undefined, isPending: true })
      const current = () => mounted.current && latest.current === id
      try {
        const data = await action(...args)
        if (current()) setState({ data, error: undefined, isPending: false })
        return data
      } catch (error) {
        if (current())
          setState({ data: undefined, error: toHeadlessError(error), isPending: false })
        throw error
      }
    },
    [action],
  )
  const reset = useCallback(() => {
    latest.current++
    setState(IDLE)
  }, [])
  return [run, state, reset]
}
