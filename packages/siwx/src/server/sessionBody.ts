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

/**
 * The sessions of a POST body (one session) or a PUT body (`{ sessions: [...] }`, at most
 * `max`); undefined if any is malformed or there are too many.
 */
export function sessionsFromBody(
  body: unknown,
  replace: boolean,
  max: number,
): SiwxSession[] | undefined {
  const list = replace ? (body as { sessions?: unknown } | null)?.sessions : [body]
  if (!Array.isArray(list) || list.length > max) return undefined
  const sessions = list.map(sessionFromBody)
  return sessions.every((s) => s !== undefined) ? (sessions as SiwxSession[]) : undefined
}
