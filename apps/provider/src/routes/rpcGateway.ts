import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { forwardRpc, UpstreamError } from '../gateway/forwardRpc'
import { type JsonRpcId, RPC_ERRORS, rpcError, rpcRequestSchema } from '../gateway/jsonRpc'
import { ApiError } from '../http/ApiError'
import { requireProject } from '../http/guardProject'
import { nestedDeeperThan } from '../http/jsonDepth'
import { parseInput } from '../http/parseInput'
import { charge, projectBucket } from '../http/rateLimit'
import { caipNetworkId, sdkQuery } from '../http/schemas'
import type { AppEnv, Services } from '../server/Services'
import { servedChains } from './balance'

const MAX_BODY = 1024 * 1024
/** Deeper bodies are refused before forwarding; real calls (state overrides, log filters) nest < 10. */
export const MAX_RPC_DEPTH = 32
const query = z.object({ ...sdkQuery, chainId: caipNetworkId })

type Slot = { answer: unknown } | { forward: number }

/** GET/POST /v1/?chainId=&projectId=: a JSON-RPC gateway to the chain's node with a method allowlist. */
export function rpcGatewayRoute(app: Hono<AppEnv>, services: Services) {
  for (const path of ['/v1', '/v1/']) {
    app.get(path, requireProject(services), (c) => {
      const { chainId } = parseInput(query, c.req.query(), 'query')
      const [chain] = servedChains(services, chainId)
      return c.json({
        chainId,
        maxBatch: services.config.gateway.maxBatch,
        methods: [...(chain?.gatewayMethods ?? [])],
      })
    })
    app.post(path, requireProject(services), (c) => handleRpc(c, services))
  }
}

async function handleRpc(c: Context<AppEnv>, services: Services) {
  const { chainId } = parseInput(query, c.req.query(), 'query')
  const [chain] = servedChains(services, chainId)
  const text = await c.req.text()
  if (Buffer.byteLength(text) > MAX_BODY) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `Body larger than ${MAX_BODY} bytes`)
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return c.json(rpcError(null, RPC_ERRORS.PARSE_ERROR, 'Parse error: the body is not JSON'), 400)
  }
  if (nestedDeeperThan(body, MAX_RPC_DEPTH)) {
    const message = `Invalid request: nested deeper than ${MAX_RPC_DEPTH} levels`
    return c.json(rpcError(null, RPC_ERRORS.INVALID_REQUEST, message), 400)
  }
  const isBatch = Array.isArray(body)
  const requests: unknown[] = isBatch ? (body as unknown[]) : [body]
  const { maxBatch, timeoutMs } = services.config.gateway
  if (requests.length === 0 || requests.length > maxBatch) {
    const message = requests.length
      ? `Batch of ${requests.length} exceeds the limit of ${maxBatch}`
      : 'Empty batch'
    return c.json(rpcError(null, RPC_ERRORS.INVALID_REQUEST, `Invalid request: ${message}`), 400)
  }

  // The guard took one token; a batch costs one per request in it.
  await charge(c, services, projectBucket(c, services, c.get('project').id), requests.length - 1)

  const forward: { id: JsonRpcId; method: string; params: unknown }[] = []
  const slots: Slot[] = []
  const notification: boolean[] = []
  for (const raw of requests) {
    const parsed = rpcRequestSchema.safeParse(raw)
    const id = parsed.success ? (parsed.data.id ?? null) : idOf(raw)
    notification.push(parsed.success && parsed.data.id === undefined)
    if (!parsed.success) {
      slots.push({
        answer: rpcError(
          id,
          RPC_ERRORS.INVALID_REQUEST,
          'Invalid request: not a JSON-RPC 2.0 request',
        ),
      })
    } else if (!chain?.gatewayMethods.has(parsed.data.method)) {
      slots.push({
        answer: rpcError(
          id,
          RPC_ERRORS.METHOD_NOT_FOUND,
          `Method ${parsed.data.method} is not allowed by this gateway`,
        ),
      })
    } else {
      slots.push({ forward: forward.length })
      forward.push({ id, method: parsed.data.method, params: parsed.data.params })
    }
  }

  let status: 200 | 502 = 200
  let answers: unknown[] = []
  if (forward.length) {
    try {
      answers = await forwardRpc(chain!.config.rpcUrl, forward, timeoutMs)
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error
      services.logger.warn('gateway upstream failed', { chain: chainId, error: error.message })
      status = 502
      answers = forward.map((f) =>
        rpcError(f.id, RPC_ERRORS.INTERNAL_ERROR, 'Upstream node unavailable'),
      )
    }
  }
  const out = slots
    .map((slot) => ('answer' in slot ? slot.answer : answers[slot.forward]))
    .filter((_, i) => !notification[i])
  if (!isBatch) return out.length ? c.json(out[0] as object, status) : c.body(null, 204)
  return out.length ? c.json(out, status) : c.body(null, 204)
}

function idOf(raw: unknown): JsonRpcId {
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined
  return typeof id === 'string' || typeof id === 'number' ? id : null
}
