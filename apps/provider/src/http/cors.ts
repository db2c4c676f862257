import type { Context } from 'hono'

/** The only methods the SDK uses. */
export const CORS_METHODS = 'GET, POST, OPTIONS'
/** Request headers the SDK's HttpClient sends beyond the CORS-safelisted ones (JSON bodies). */
export const CORS_REQUEST_HEADERS: readonly string[] = ['content-type']
/** The sessions routes take the session token as well (Authorization: Bearer, issue 39). */
const SESSION_REQUEST_HEADERS: readonly string[] = [...CORS_REQUEST_HEADERS, 'authorization']

const requestHeaders = (path: string) =>
  path.startsWith('/v1/sessions/') ? SESSION_REQUEST_HEADERS : CORS_REQUEST_HEADERS
// Preflight answers are reused by the browser for 10 minutes.
const PREFLIGHT_MAX_AGE = '600'

/** Lets `origin` read this answer (and its Retry-After). */
export function allowOrigin(c: Context, origin: string): void {
  c.header('Access-Control-Allow-Origin', origin)
  c.header('Access-Control-Expose-Headers', 'Retry-After')
  c.header('Vary', 'Origin', { append: true })
}

/** Headers of a successful preflight for an allowed origin. */
export function preflightHeaders(origin: string, path = ''): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': CORS_METHODS,
    'Access-Control-Allow-Headers': requestHeaders(path).join(', '),
    'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
    Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
  }
}

/** Whether the preflight asks only for what the SDK uses. */
export function preflightRequestAllowed(
  method: string | undefined,
  headers: string | undefined,
  path = '',
) {
  if (method !== 'GET' && method !== 'POST') return false
  const allowed = requestHeaders(path)
  const asked = (headers ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  return asked.every((h) => allowed.includes(h))
}
