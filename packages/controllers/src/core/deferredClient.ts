import { lazyModule } from '@latchkey/core'

/**
 * A stand-in for a client whose code loads on first use: each method called before the client
 * is there waits for it (calls keep their order), each one called after runs at once, in its
 * caller's task, as on the client itself. Every method of the clients it stands for returns a
 * promise or nothing, so a caller cannot tell the two apart.
 */
export function deferredClient<T extends object>(
  load: () => Promise<T>,
  /** The client at once, when its code is already there (undefined while it is not). */
  now: () => T | undefined,
): T {
  // A failed load (a chunk the network dropped) is tried again by the next call.
  const lazy = lazyModule(load)
  let client: T | undefined
  const methods = new Map<PropertyKey, (...args: unknown[]) => unknown>()
  return new Proxy({} as T, {
    get(_, key) {
      // Not a thenable: `await` on the stand-in gives the stand-in.
      if (key === 'then') return undefined
      let method = methods.get(key)
      if (!method) {
        const call = (target: T, args: unknown[]) =>
          (Reflect.get(target, key) as (...a: unknown[]) => unknown).apply(target, args)
        method = (...args) => {
          client ??= lazy.loaded() ?? now()
          return client ? call(client, args) : lazy.load().then((c) => call(c, args))
        }
        methods.set(key, method)
      }
      return method
    },
  })
}
