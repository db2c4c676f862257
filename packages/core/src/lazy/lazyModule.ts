/** A chunk of an adapter (its actions) fetched on first need, then used at once. */
export interface LazyModule<M> {
  /** Fetches the chunk once; a failed load (a dropped chunk) is tried again on the next call. */
  load(): Promise<M>
  /**
   * Runs `use` at once when the chunk is there (a wallet request then starts in the same task
   * as its call, as when the code was not split off), else once it has loaded.
   */
  run<T>(use: (module: M) => Promise<T>): Promise<T>
  /** The module once loaded, else undefined (a component draws it at once when it is there). */
  loaded(): M | undefined
}

/** `importer` is the bundler's split point: `() => import('./allActions')`. */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | undefined
  let loaded: M | undefined
  const load = () => {
    loading ??= importer().then(
      (module) => {
        loaded = module
        return module
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return {
    load,
    run: (use) => (loaded ? use(loaded) : load().then(use)),
    loaded: () => loaded,
  }
}
