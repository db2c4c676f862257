import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import type { ImageKind } from '../registry/ImageCatalogue'

/**
 * Absolute URL of one of this provider's images, for icon fields of answers: under `publicUrl`,
 * or else the address and port the request's socket reached. Never the Host header, which the
 * client writes (and a cache in front would keep its links for everyone).
 */
export function imageUrl(c: Context, publicUrl: string | undefined, kind: ImageKind, id: string) {
  const base = providerBase(c, publicUrl)
  const projectId = encodeURIComponent(c.get('project').id)
  return `${base}/v1/images/${kind}/${encodeURIComponent(id)}?projectId=${projectId}`
}

/** This provider's base URL for links in answers: `publicUrl`, else the socket's address. */
export function providerBase(c: Context, publicUrl: string | undefined): string {
  return (publicUrl ?? boundOrigin(c)).replace(/\/$/, '')
}

function boundOrigin(c: Context): string {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket
  const address = socket?.localAddress?.replace(/^::ffff:(?=\d+\.)/, '')
  // app.request() has no socket; loopback is the only address that is sure to exist.
  if (!address || !socket?.localPort) return 'http://127.0.0.1'
  return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort}`
}
