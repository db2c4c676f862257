import type { SiwxSession } from '@latchkey/core'

const MAX_TEXT = 8192

/** Reads a session from untrusted JSON: strings where strings belong, sizes bounded. */
export function sessionFromBody(body: unknown): SiwxSession | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { data, message, signature } = body as Record<string, unknown>
  if (typeof message !== 'string' || message.length > MAX_TEXT) return undefined
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > MAX_TEXT)
    return undefined
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
  const fields = data as Record<string, unknown>
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'resources') {
      if (!Array.isArray(value) || value.some((r) => typeof r !== 'string')) return undefined
    } else if (typeof value !== 'string' || value.length > MAX_TEXT) return undefined
  }
  return { data: fields as unknown as SiwxSession['data'], message, signature }
}
