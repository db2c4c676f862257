export type WagmiActionsModule = typeof import('./allActions')

let loading: Promise<WagmiActionsModule> | undefined
let loaded: WagmiActionsModule | undefined

/** The actions' chunk, fetched once; a failed load (a dropped chunk) is tried again next call. */
export function loadActions(): Promise<WagmiActionsModule> {
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

/** Runs an action at once when the chunk is there (its wallet request starts in the same task). */
export function act<T>(run: (actions: WagmiActionsModule) => Promise<T>): Promise<T> {
  return loaded ? run(loaded) : loadActions().then(run)
}
