import type { AppKit } from '@latchkey/ui'
import { useCallback, useSyncExternalStore } from 'react'
import { useAppKitInstance } from './useAppKitInstance'

const nothingToWatch = () => () => {}

/**
 * Binds one of the instance's public read-outs (`get*` with its `subscribe*`) to React. The
 * read-outs are immutable and keep their identity until they change, so a render sees one
 * consistent value and an unrelated change does not re-render. `server` is what SSR, hydration
 * and a page without createAppKit see. `read` and `watch` must be module-level (stable).
 */
export function useReadout<T, A = undefined>(
  read: (appKit: AppKit, arg: A) => T,
  watch: (appKit: AppKit, onChange: () => void, arg: A) => () => void,
  server: T,
  arg?: A,
): T {
  const appKit = useAppKitInstance()
  const subscribe = useCallback(
    (onChange: () => void) => watch(appKit!, onChange, arg as A),
    [appKit, watch, arg],
  )
  const getSnapshot = useCallback(
    () => (appKit ? read(appKit, arg as A) : server),
    [appKit, read, arg, server],
  )
  return useSyncExternalStore(appKit ? subscribe : nothingToWatch, getSnapshot, () => server)
}
