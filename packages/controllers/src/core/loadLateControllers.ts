export type LateControllers = typeof import('./lateControllers')

let loaded: LateControllers | undefined
let loading: Promise<LateControllers> | undefined

/**
 * The chunk of the controllers and actions that start-up does not need (lateControllers); a
 * failed load is tried again on the next call.
 */
export function loadLateControllers(): Promise<LateControllers> {
  loading ??= import('./lateControllers').then(
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

/** The chunk, which every path that reaches these controllers has loaded first. */
export function lateControllers(): LateControllers {
  if (!loaded) throw new Error('@latchkey/controllers: the on-demand controllers are not loaded')
  return loaded
}

export const lateControllersLoaded = (): boolean => loaded !== undefined

/** Runs at once (in the caller's task) once the chunk is there, else after it loads. */
export function withLateControllers<T>(run: (late: LateControllers) => T | Promise<T>): Promise<T> {
  if (!loaded) return loadLateControllers().then(run)
  try {
    return Promise.resolve(run(loaded))
  } catch (error) {
    return Promise.reject(error)
  }
}

/** Hands the chunk over directly (tests and tools that import it statically). */
export function provideLateControllers(module: LateControllers): void {
  loaded = module
  loading = Promise.resolve(module)
}
