import type { Alert } from '@latchkey/core'
import { loadedServiceClients, loadServiceClients } from './loadServiceClients'

/**
 * Wraps a provider client so that every call that rejects is checked for a §8 alert first; the
 * caller still gets the same rejection and handles it as before. The matching (phrases and alert
 * texts) comes with the provider clients' chunk, which a client built from a URL has already
 * loaded, so the alert shows in the rejection's task; an injected client's first failure waits
 * for the chunk.
 */
export function withProviderAlerts<T extends object>(client: T, show: (alert: Alert) => void): T {
  const report = (error: unknown) => {
    const check = (alertOf: (error: unknown) => Alert | undefined) => {
      const alert = alertOf(error)
      if (alert) show(alert)
    }
    const loaded = loadedServiceClients()
    if (loaded) check(loaded.alertOfProviderError)
    else
      loadServiceClients().then(
        (m) => check(m.alertOfProviderError),
        () => undefined,
      )
  }
  const wrapped = new Map<PropertyKey, unknown>()
  return new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target)
      if (typeof value !== 'function') return value
      if (!wrapped.has(key))
        wrapped.set(key, (...args: unknown[]) => {
          const result: unknown = value.apply(target, args)
          if (result instanceof Promise) result.catch(report)
          return result
        })
      return wrapped.get(key)
    },
  })
}
