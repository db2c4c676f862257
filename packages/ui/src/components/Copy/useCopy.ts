import { useCallback, useEffect, useRef, useState } from 'react'

export type CopyStatus = 'idle' | 'copied' | 'failed'

const COPIED_MS = 2000

/** Copies with the async clipboard; 'failed' where it is missing or refused (http, iframes). */
export function useCopy(): [status: CopyStatus, copy: (text: string) => Promise<boolean>] {
  const [status, setStatus] = useState<CopyStatus>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current)
    let ok = false
    try {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
      if (clipboard?.writeText) {
        await clipboard.writeText(text)
        ok = true
      }
    } catch {
      ok = false
    }
    setStatus(ok ? 'copied' : 'failed')
    if (ok) timer.current = setTimeout(() => setStatus('idle'), COPIED_MS)
    return ok
  }, [])
  return [status, copy]
}
