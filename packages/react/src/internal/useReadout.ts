import type { AppKit } from '@latchkey/ui'
import { useCallback, useSyncExternalStore } from 'react'
import { useInitialState } from '../ssr/initialStateContext'
import { useAppKitInstance } from './useAppKitInstance'

const nothingToWatch = () => () => {}

/**
 * Binds one of the instance's public read-outs (`get*` with its `subscribe*`) to React. The
 * read-outs are immutable and keep their identity until they change, so a render sees one
 * consistent value and an unrelated change does not re-render. `server` is what SSR, hydration
 * and a page without createAppKit see; with an initial state from cookies it is that state, kept
 * until the instance has restored the stored session, so a reload shows no disconnected flash.
 * `read` and `watch` must be module-level (stable).
 */
export function useReadout<T, A = undefined>(
  read: (appKit: AppKit, arg: A) => T,
  watch: (appKit: AppKit, onChange: () => void, arg: A) => () => void,
  server: T,
  arg?: A,
): T {
  const appKit = useAppKitInstance()
  const holding = useInitialState() !== undefined
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stop = watch(appKit!, onChange, arg as A)
      const stopState = holding ? appKit!.subscribeState(onChange) : undefined
      return () => {
        stop()
        stopState?.()
      }
    },
    [appKit, watch, arg, holding],
  )
  const getSnapshot = useCallback(
    () => (appKit && (!holding || appKit.getState().initialized) ? read(appKit, arg as A) : server),
    [appKit, read, arg, server, holding],
  )
  return useSyncExternalStore(appKit ? subscribe : nothingToWatch, getSnapshot, () => server)
}
