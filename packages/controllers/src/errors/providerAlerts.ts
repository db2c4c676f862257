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
