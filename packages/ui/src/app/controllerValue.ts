import { useCallback, useSyncExternalStore } from 'react'
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'

// A module of its own: the page buttons' start-up code imports controllerState, and a bundler
// places a module whole, so this hook, which only the modal uses, stays in the modal's chunk.

/**
 * One value read from a controller's state, re-rendering only when that value changes
 * (Object.is): for components that must not render again on the rest of the state (the dialog,
 * issue 13). `select` returns a primitive or a reference the state keeps.
 */
export function useControllerValue<T extends object, V>(
  state: T,
  select: (state: Snapshot<T>) => V,
): V {
  const listen = useCallback((onChange: () => void) => subscribe(state, onChange), [state])
  const read = () => select(snapshot(state))
  return useSyncExternalStore(listen, read, read)
}
