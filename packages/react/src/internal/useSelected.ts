import { useCallback, useRef, useSyncExternalStore } from 'react'

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  return ka.every((k) =>
    Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  )
}

/**
 * Reads a value derived from controller state; re-renders only when it changes (shallowly).
 * `server` is what SSR and hydration see, so server and first client render agree.
 */
export function useSelected<T>(
  subscribe: ((onChange: () => void) => () => void) | undefined,
  select: () => T,
  server: T,
): T {
  const last = useRef<T>(server)
  const getSnapshot = useCallback(() => {
    if (!subscribe) return server
    const next = select()
    if (!shallowEqual(last.current, next)) last.current = next
    return last.current
  }, [subscribe, select, server])
  const sub = useCallback(
    (onChange: () => void) => (subscribe ? subscribe(onChange) : () => {}),
    [subscribe],
  )
  return useSyncExternalStore(sub, getSnapshot, () => server)
}
