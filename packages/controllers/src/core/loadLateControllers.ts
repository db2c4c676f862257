import { lazyModule } from '@latchkey/core'

export type LateControllers = typeof import('./lateControllers')

/**
 * The chunk of the controllers and actions that start-up does not need (lateControllers); a
 * failed load is tried again on the next call.
 */
const late = lazyModule<LateControllers>(() => import('./lateControllers'))
/** The chunk handed over directly (provideLateControllers). */
let provided: LateControllers | undefined
const loaded = () => provided ?? late.loaded()

export function loadLateControllers(): Promise<LateControllers> {
  return provided ? Promise.resolve(provided) : late.load()
}

export const lateControllersLoaded = (): boolean => loaded() !== undefined

/** The chunk when it is loaded, else undefined (never throws). */
export const loadedLateControllers = (): LateControllers | undefined => loaded()

/** Runs at once (in the caller's task) once the chunk is there, else after it loads. */
export function withLateControllers<T>(run: (late: LateControllers) => T | Promise<T>): Promise<T> {
  const module = loaded()
  if (!module) return loadLateControllers().then(run)
  try {
    return Promise.resolve(run(module))
  } catch (error) {
    return Promise.reject(error)
  }
}

/** Hands the chunk over directly (tests and tools that import it statically). */
export function provideLateControllers(module: LateControllers): void {
  provided = module
}
