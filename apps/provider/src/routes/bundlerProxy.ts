import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { type JsonRpcId, RPC_ERRORS, rpcError, rpcRequestSchema } from '../gateway/jsonRpc'
import { ApiError } from '../http/ApiError'
import { requireProject } from '../http/guardProject'
import { nestedDeeperThan } from '../http/jsonDepth'
import { parseInput } from '../http/parseInput'
import { caipNetworkId, sdkQuery } from '../http/schemas'
import type { AppEnv, Services } from '../server/Services'
import { MAX_RPC_DEPTH } from './rpcGateway'

/** A user operation with a long batch stays far below this. */
const MAX_BODY = 256 * 1024
const query = z.object({ ...sdkQuery, chainId: caipNetworkId })

/** The ERC-4337 bundler methods (ERC-7769) the proxy passes on; nothing else reaches the bundler. */
export const BUNDLER_METHODS: ReadonlySet<string> = new Set([
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'pimlico_getUserOperationGasPrice',
])

/**
 * GET /v1/smart-accounts?projectId: the chains with smart accounts (SPEC §7 "smart account
 * networks") and their contracts. POST /v1/bundler?chainId&projectId: one JSON-RPC request to
 * that chain's bundler, project and origin checked like the RPC gateway.
 */
export function bundlerProxyRoutes(app: Hono<AppEnv>, services: Services) {
  app.get('/v1/smart-accounts', requireProject(services), (c) =>
    c.json({
      networks: services.chains.list().flatMap(({ config }) =>
        config.accountAbstraction
          ? [
              {
                chainId: Number(config.id.slice('eip155:'.length)),
                entryPoint: config.accountAbstraction.entryPoint,
                accountFactory: config.accountAbstraction.accountFactory,
              },
            ]
          : [],
      ),
    }),
  )
  app.post('/v1/bundler', requireProject(services), (c) => proxy(c, services))
}

async function proxy(c: Context<AppEnv>, services: Services) {
  const { chainId } = parseInput(query, c.req.query(), 'query')
  const bundlerUrl = services.chains.get(chainId)?.config.accountAbstraction?.bundlerUrl
  if (!bundlerUrl)
    throw new ApiError(400, 'UNSUPPORTED_CHAIN', `Chain ${chainId} has no bundler here`)
  const text = await c.req.text()
  if (Buffer.byteLength(text) > MAX_BODY)
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `Body larger than ${MAX_BODY} bytes`)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return c.json(rpcError(null, RPC_ERRORS.PARSE_ERROR, 'Parse error: the body is not JSON'), 400)
  }
  const parsed = rpcRequestSchema.safeParse(body)
  if (!parsed.success || nestedDeeperThan(body, MAX_RPC_DEPTH)) {
    const message = 'Invalid request: one JSON-RPC 2.0 request'
    return c.json(rpcError(null, RPC_ERRORS.INVALID_REQUEST, message), 400)
  }
  const { id = null, method, params } = parsed.data
  if (!BUNDLER_METHODS.has(method)) {
    const message = `Method ${method} is not allowed by this bundler proxy`
    return c.json(rpcError(id, RPC_ERRORS.METHOD_NOT_FOUND, message))
  }
  try {
    return c.json(
      await forwardOne(bundlerUrl, method, params, services.config.gateway.timeoutMs, id),
    )
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    services.logger.warn('bundler upstream failed', { chain: chainId, error: message })
    return c.json(rpcError(id, RPC_ERRORS.INTERNAL_ERROR, 'Bundler unavailable'), 502)
  }
}

/** One request, not a batch (bundlers need not take batches); the client's id goes back. */
async function forwardOne(
  url: string,
  method: string,
  params: unknown,
  timeoutMs: number,
  id: JsonRpcId,
): Promise<object> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method,
      ...(params === undefined ? {} : { params }),
    }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const answer = (await response.json()) as { result?: unknown; error?: unknown }
  if (typeof answer !== 'object' || answer === null || !('result' in answer || 'error' in answer))
    throw new Error(`Bundler answered ${response.status} without a JSON-RPC answer`)
  return {
    jsonrpc: '2.0',
    id,
    ...('error' in answer ? { error: answer.error } : { result: answer.result }),
  }
}
