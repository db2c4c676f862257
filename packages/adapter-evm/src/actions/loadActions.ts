export type EvmActionsModule = typeof import('./allActions')

let loading: Promise<EvmActionsModule> | undefined
let loaded: EvmActionsModule | undefined

/** The actions' chunk, fetched once; a failed load (a dropped chunk) is tried again next call. */
export function loadActions(): Promise<EvmActionsModule> {
  loading ??= import('./allActions').then(
    (actions) => {
      loaded = actions
      return actions
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * Runs an action: at once when the chunk is there (an action starts in the same task as its
 * call, as when it was not split off: its timers and its wallet request start then), else once
 * the chunk has loaded.
 */
export function act<T>(run: (actions: EvmActionsModule) => Promise<T>): Promise<T> {
  return loaded ? run(loaded) : loadActions().then(run)
}
