import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** How many reverse proxies append to X-Forwarded-For in front of this server (true = 1). */
export type TrustProxy = boolean | number

/**
 * The client's IP from the socket's peer and X-Forwarded-For: behind N trusted proxies it is the
 * Nth hop from the right, the one the outermost proxy saw. Hops further left are whatever the
 * client wrote, so they are never used.
 */
export function forwardedClientIp(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: TrustProxy,
): string {
  const proxies = trustProxy === true ? 1 : trustProxy === false ? 0 : trustProxy
  if (proxies > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    // Fewer hops than proxies: every hop there was written by a trusted proxy; take the leftmost.
    const hop = hops[Math.max(0, hops.length - proxies)]
    if (hop) return hop.slice(0, 64)
  }
  return peer ?? 'unknown'
}

/** The caller's IP for an HTTP request (see forwardedClientIp). */
export function clientIp(c: Context, trustProxy: TrustProxy): string {
  let peer: string | undefined
  try {
    peer = getConnInfo(c).remote.address
  } catch {
    // app.request() in unit tests has no socket.
  }
  return forwardedClientIp(peer, c.req.header('x-forwarded-for'), trustProxy)
}
