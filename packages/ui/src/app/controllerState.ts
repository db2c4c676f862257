import { useCallback, useSyncExternalStore } from 'react'
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'

/**
 * A slice of the store (`Chain.state(config)`) as an immutable snapshot, re-rendering on any change of it. It tracks no
 * property reads (unlike valtio's useSnapshot), so a view that calls a controller function deriving
 * from that state (getConnectorGroups, isCloseBlocked…) during render re-renders with it too.
 */
export function useControllerState<T extends object>(state: T): Snapshot<T> {
  const listen = useCallback((onChange: () => void) => subscribe(state, onChange), [state])
  // snapshot() is cached per version: an unchanged state gives the same object back.
  const read = () => snapshot(state)
  return useSyncExternalStore(listen, read, read)
}

/** The state as it is now, read-only: for handlers and effects that run after a render. */
export const readControllerState = <T extends object>(state: T): Snapshot<T> => snapshot(state)
