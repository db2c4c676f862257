import type { SolanaLedger } from '../ledger'
import { accountMethods } from './accountMethods'
import { blockMethods } from './blockMethods'
import { chainMethods } from './chainMethods'
import type { RpcHandler } from './handler'
import { paramList } from './params'
import {
  INTERNAL_ERROR,
  INVALID_REQUEST,
  METHOD_NOT_FOUND,
  PARSE_ERROR,
  RpcError,
} from './rpcError'
import { transactionMethods } from './transactionMethods'

const methods: Record<string, RpcHandler> = {
  ...chainMethods,
  ...accountMethods,
  ...blockMethods,
  ...transactionMethods,
}

/** The HTTP methods this endpoint answers (the WebSocket adds its subscriptions). */
export const RPC_METHODS: readonly string[] = Object.keys(methods).sort()

type Id = string | number | null

export interface RpcResponse {
  jsonrpc: '2.0'
  id: Id
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

export function errorResponse(id: Id, error: unknown): RpcResponse {
  if (error instanceof RpcError) {
    return {
      jsonrpc: '2.0',
      id,
      error: {
        code: error.code,
        message: error.message,
        ...(error.data === undefined ? {} : { data: error.data }),
      },
    }
  }
  return { jsonrpc: '2.0', id, error: { code: INTERNAL_ERROR, message: 'Internal error' } }
}

export interface RpcRequest {
  id: Id
  method: string
  params: unknown
}

/** Checks the JSON-RPC 2.0 envelope; the request or the error answer for it. */
export function parseRequest(value: unknown): RpcRequest | RpcResponse {
  const request = (
    typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}
  ) as Record<string, unknown>
  const rawId = request.id
  const id: Id = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : null
  if (
    request.jsonrpc !== '2.0' ||
    typeof request.method !== 'string' ||
    (rawId !== undefined && rawId !== id)
  ) {
    return errorResponse(id, new RpcError(INVALID_REQUEST, 'Invalid Request'))
  }
  return { id, method: request.method, params: request.params }
}

export function callMethod(ledger: SolanaLedger, request: RpcRequest): RpcResponse {
  const handler = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
  if (!handler) return errorResponse(request.id, new RpcError(METHOD_NOT_FOUND, 'Method not found'))
  try {
    return { jsonrpc: '2.0', id: request.id, result: handler(ledger, paramList(request.params)) }
  } catch (error) {
    return errorResponse(request.id, error)
  }
}

function answerOne(ledger: SolanaLedger, value: unknown): RpcResponse {
  const request = parseRequest(value)
  return 'method' in request ? callMethod(ledger, request) : request
}

/** Answers an HTTP body: one request or a batch. */
export function answerHttpBody(ledger: SolanaLedger, body: string): RpcResponse | RpcResponse[] {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return errorResponse(null, new RpcError(PARSE_ERROR, 'Parse error'))
  }
  if (!Array.isArray(value)) return answerOne(ledger, value)
  if (value.length === 0)
    return errorResponse(null, new RpcError(INVALID_REQUEST, 'Invalid Request'))
  return value.map((item) => answerOne(ledger, item))
}
