import type { Context, Hono } from 'hono'
import { checkEsploraPath } from '../chains/bip122/esploraProxyPath'
import { ApiError, badRequest } from '../http/ApiError'
import { guardProject } from '../http/guardProject'
import type { AppEnv, Services } from '../server/Services'

const PREFIX = '/v1/esplora/'
/** A standard transaction weighs at most 400 000 units: 400 000 bytes, twice that in hex. */
const MAX_TX_HEX = 800_000
const HEX = /^(?:[0-9a-fA-F]{2})+$/

/**
 * GET/POST /v1/esplora/{projectId}/{chainId}/…: the chain's Esplora API for the SDK, like the RPC
 * gateway: project and origin checked, only allowlisted paths (esploraProxyPath.ts), input checked.
 * The project sits in the path so the prefix works as an Esplora base URL.
 */
export function esploraProxyRoute(app: Hono<AppEnv>, services: Services) {
  app.on(['GET', 'POST'], `${PREFIX}*`, (c) => forward(c, services))
}

async function forward(c: Context<AppEnv>, services: Services) {
  const [projectId, chainId, ...segments] = c.req.path.slice(PREFIX.length).split('/')
  await guardProject(c, services, projectId)
  const chain = chainId ? services.chains.get(decodeSegment(chainId)) : undefined
  if (!chain?.esploraUrl) {
    throw new ApiError(
      400,
      'UNSUPPORTED_CHAIN',
      `Chain ${String(chainId).slice(0, 80)} has no Esplora API here`,
    )
  }
  const check = checkEsploraPath(c.req.method, segments.map(decodeSegment), chain.parseAddress)
  if ('status' in check) {
    const code =
      check.status === 400
        ? 'INVALID_REQUEST'
        : check.status === 404
          ? 'NOT_FOUND'
          : 'METHOD_NOT_ALLOWED'
    throw new ApiError(check.status, code, check.message)
  }
  let body: string | undefined
  if (c.req.method === 'POST') {
    body = (await c.req.text()).trim()
    if (body.length > MAX_TX_HEX)
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `Body larger than ${MAX_TX_HEX} hex characters`)
    if (!HEX.test(body)) throw badRequest('Invalid body: must be a raw transaction in hex')
  }
  let upstream: Response
  try {
    upstream = await fetch(`${chain.esploraUrl.replace(/\/+$/, '')}${check.path}`, {
      method: c.req.method,
      ...(body === undefined ? {} : { body, headers: { 'content-type': 'text/plain' } }),
      signal: AbortSignal.timeout(services.config.gateway.timeoutMs),
    })
  } catch (error) {
    services.logger.warn('esplora upstream failed', { chain: chain.id, error: String(error) })
    throw new ApiError(502, 'UPSTREAM_ERROR', 'Upstream chain API unavailable')
  }
  // The node's own answers pass (a refused broadcast's 400 and reason, an unknown txid's 404);
  // its failures do not.
  if (upstream.status >= 500) {
    services.logger.warn('esplora upstream failed', { chain: chain.id, status: upstream.status })
    throw new ApiError(502, 'UPSTREAM_ERROR', 'Upstream chain API unavailable')
  }
  const type = upstream.headers.get('content-type')?.includes('json')
    ? 'application/json'
    : 'text/plain'
  return c.body(await upstream.text(), upstream.status as 200, { 'content-type': type })
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw badRequest('Invalid path: bad percent-encoding')
  }
}
