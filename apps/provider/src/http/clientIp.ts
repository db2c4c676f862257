import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** The caller's IP: the socket's peer, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in unit tests has no socket.
    return 'unknown'
  }
}
