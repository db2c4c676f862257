import type { IncomingMessage, ServerResponse } from 'node:http'
import { SiwxVerificationError } from '../SiwxVerificationError'
import { SiwxStoreError } from '../store/SiwxStoreError'
import { SiwxRequestError } from './SiwxRequestError'

export type Reply = (status: number, body?: unknown, headers?: Record<string, string>) => void

/** Answers with JSON, never cached, with CORS headers for an allowed page origin. */
export function createReply(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
): Reply {
  const origin = req.headers.origin
  return (status, body, headers = {}) => {
    if (origin && allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin)
      res.setHeader('Access-Control-Allow-Credentials', 'true')
    }
    res.setHeader('Vary', 'Origin')
    res.writeHead(status, {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      'Cache-Control': 'no-store',
      ...headers,
    })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
}

/**
 * The answer to a failed request: 4xx for whatever the client sent, 503 without details when
 * the store failed, 500 only for a fault of ours (the last two also go to `onError`).
 */
export function replyError(reply: Reply, error: unknown, onError: (error: unknown) => void) {
  if (error instanceof SiwxRequestError)
    return reply(
      error.status,
      { error: error.code, message: error.message },
      error.status === 413 ? { Connection: 'close' } : {},
    )
  if (error instanceof SiwxVerificationError)
    return reply(401, { error: error.reason, message: error.message })
  onError(error)
  if (error instanceof SiwxStoreError) return reply(503, { error: 'unavailable' })
  reply(500, { error: 'internal' })
}
