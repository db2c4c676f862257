import type { Store } from './store'

/**
 * Per-instance data that is not state (pending promises, timers, a view's data history): kept
 * beside the store, keyed by it, made on first use. State proper lives in the store's slices.
 */
export function instanceData<T>(make: () => T): (config: { store: Store }) => T {
  const byStore = new WeakMap<Store, T>()
  return (config) => {
    let data = byStore.get(config.store)
    if (data === undefined) {
      data = make()
      byStore.set(config.store, data)
    }
    return data
  }
}

/** A function's parameters after the first (the config): what a facade method passes on. */
export type Rest<F> = F extends (c: never, ...a: infer A) => unknown ? A : never
