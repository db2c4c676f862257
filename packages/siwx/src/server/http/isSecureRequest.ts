import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'

/** True when the request came over TLS, or, behind a trusted proxy, says it did. */
export function isSecureRequest(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true
  if (!trustProxy) return false
  const header = req.headers['x-forwarded-proto']
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]
  return first?.trim().toLowerCase() === 'https'
}
