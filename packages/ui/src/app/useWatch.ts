import { useCallback, useSyncExternalStore } from 'react'
import { snapshot, subscribe } from 'valtio/vanilla'

/**
 * Re-renders on any change of a controller's state and returns the live state. Unlike
 * useSnapshot it tracks no property reads, so rules that read state inside controller
 * functions (getConnectorGroups, isCloseBlocked…) stay in sync too.
 */
export function useWatch<T extends object>(state: T): T {
  const listen = useCallback((onChange: () => void) => subscribe(state, onChange), [state])
  const read = useCallback(() => snapshot(state), [state])
  useSyncExternalStore(listen, read, read)
  return state
}
