import { storeCall } from '../store/SiwxStoreError'
import { resolveHandlerConfig } from './handlerConfig'
import { createReply, replyError } from './reply'
import type {
  SiwxHttpHandlerParameters,
  SiwxHttpHandlerReturnType,
} from './SiwxHttpHandlerParameters'
import { SiwxRequestError } from './SiwxRequestError'
import { deleteSessions, getSessions, writeSessions } from './sessionRoutes'

const methodNotAllowed = () => new SiwxRequestError(405, 'method', 'Method not allowed')

/**
 * The host-server protocol `hostServerSiwx` speaks, for a Node `http` server: GET /nonce,
 * POST /sessions (verified, then kept for this browser under a server-drawn id in an HttpOnly
 * cookie), GET and DELETE /sessions?chainId&address, PUT /sessions (replace). Malformed input
 * is a 4xx, a store failure a 503. Resolves false for a request outside its routes.
 */
export function createSiwxHttpHandler(
  parameters: SiwxHttpHandlerParameters,
): SiwxHttpHandlerReturnType {
  const config = resolveHandlerConfig(parameters)

  return async function handle(req, res) {
    const target = req.url ?? '/'
    const queryAt = target.indexOf('?')
    const pathname = queryAt < 0 ? target : target.slice(0, queryAt)
    if (!pathname.startsWith(config.basePath)) return false
    const path = pathname.slice(config.basePath.length)
    if (path !== '/nonce' && path !== '/sessions') return false
    const reply = createReply(req, res, config.allowedOrigins)
    try {
      const origin = req.headers.origin
      // A page of another origin may not read nonces or sessions, nor write them.
      if (origin && !config.allowedOrigins.includes(origin))
        throw new SiwxRequestError(403, 'origin', `Origin ${origin} is not allowed`)
      if (req.method === 'OPTIONS') {
        reply(204, undefined, {
          'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
        })
      } else if (path === '/nonce') {
        if (req.method !== 'GET') throw methodNotAllowed()
        reply(200, { nonce: await issueNonce() })
      } else {
        const route = {
          config,
          req,
          reply,
          query: new URLSearchParams(queryAt < 0 ? '' : target.slice(queryAt + 1)),
        }
        if (req.method === 'GET') await getSessions(route)
        else if (req.method === 'DELETE') await deleteSessions(route)
        else if (req.method === 'POST' || req.method === 'PUT')
          await writeSessions(route, req.method === 'PUT')
        else throw methodNotAllowed()
      }
    } catch (error) {
      if (!res.headersSent) replyError(reply, error, config.onError)
      else config.onError(error)
    }
    return true
  }

  /** The nonce store is a store: whatever it throws is a 503. */
  async function issueNonce() {
    return storeCall(() => config.issueNonce())
  }
}
