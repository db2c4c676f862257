import { useCallback, useEffect, useRef, useState } from 'react'

export type AttemptStatus = 'pending' | 'failed' | 'done'

/**
 * Runs an async action on mount and on retry, ignoring answers that arrive after unmount or after
 * a newer attempt started.
 */
export function useConnectAttempt(action: () => Promise<unknown>) {
  const [status, setStatus] = useState<AttemptStatus>('pending')
  const [error, setError] = useState<unknown>(undefined)
  const attempt = useRef(0)
  const latest = useRef(action)
  latest.current = action

  const run = useCallback(() => {
    const id = ++attempt.current
    setStatus('pending')
    setError(undefined)
    latest.current().then(
      () => {
        if (attempt.current === id) setStatus('done')
      },
      (reason: unknown) => {
        if (attempt.current !== id) return
        setError(reason)
        setStatus('failed')
      },
    )
  }, [])

  useEffect(() => {
    run()
    return () => {
      attempt.current++
    }
  }, [run])

  return { status, error, retry: run }
}
