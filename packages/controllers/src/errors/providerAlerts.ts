import { type Alert, isLatchkeyError, mapProviderMessageToAlert } from '@latchkey/core'

/** The provider's error answer: `{ error: { code, message } }` (older services: `{ message }`). */
interface ProviderErrorAnswer {
  error?: { code?: unknown; message?: unknown }
  message?: unknown
}

/** The §8 alert a provider's error answer calls for: its error code first, then its message. */
export function alertOfAnswer(answer: unknown): Alert | undefined {
  if (typeof answer === 'string') return mapProviderMessageToAlert(answer)
  if (typeof answer !== 'object' || answer === null) return undefined
  const { error, message } = answer as ProviderErrorAnswer
  return (
    mapProviderMessageToAlert(error?.code) ??
    mapProviderMessageToAlert(error?.message) ??
    mapProviderMessageToAlert(message)
  )
}

/** The alert for a failed provider call; core's HttpClient keeps the answer in `details.body`. */
export function alertOfProviderError(error: unknown): Alert | undefined {
  return isLatchkeyError(error) ? alertOfAnswer(error.details?.body) : undefined
}

/**
 * Wraps a provider client so that every call that rejects is checked for a §8 alert first; the
 * caller still gets the same rejection and handles it as before.
 */
export function withProviderAlerts<T extends object>(client: T, show: (alert: Alert) => void): T {
  const report = (error: unknown) => {
    const alert = alertOfProviderError(error)
    if (alert) show(alert)
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
