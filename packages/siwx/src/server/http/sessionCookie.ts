import type { IncomingMessage } from 'node:http'
import { isSessionId } from './sessionId'

export interface SessionCookieParameters {
  name: string
  path: string
  sameSite: 'Lax' | 'Strict' | 'None'
  secure: boolean
}

const attributes = ({ path, sameSite, secure }: SessionCookieParameters) =>
  `Path=${path}; HttpOnly; SameSite=${sameSite}${secure ? '; Secure' : ''}`

/** The Set-Cookie value that hands the browser its session id for `maxAgeMs`. */
export function sessionCookie(
  cookie: SessionCookieParameters,
  sessionId: string,
  maxAgeMs: number,
): string {
  const maxAge = Math.max(1, Math.ceil(maxAgeMs / 1000))
  return `${cookie.name}=${sessionId}; Max-Age=${maxAge}; ${attributes(cookie)}`
}

/** The Set-Cookie value that removes it (on sign-out). */
export function clearedSessionCookie(cookie: SessionCookieParameters): string {
  return `${cookie.name}=; Max-Age=0; ${attributes(cookie)}`
}

/** The well-formed values the request carries under `name` (a sibling site may add one). */
export function readSessionCookies(req: IncomingMessage, name: string): string[] {
  const values: string[] = []
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== name) continue
    const value = part.slice(at + 1).trim()
    if (isSessionId(value) && values.length < 4) values.push(value)
  }
  return values
}
