/** JSON-RPC 2.0 as the WalletConnect relay speaks it. */
export type JsonRpcId = number | string

export interface JsonRpcRequest {
  jsonrpc: '2.0'
  id: JsonRpcId
  method: string
  params?: unknown
}

export interface JsonRpcResponse {
  jsonrpc: '2.0'
  id: JsonRpcId | null
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/** Standard codes, and the relay's own in the server-error range (-32000 to -32099). */
export const RPC_ERRORS = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  PAYLOAD_TOO_LARGE: -32010,
  TOO_MANY_SUBSCRIPTIONS: -32011,
  STORAGE_FULL: -32012,
  RATE_LIMITED: -32029,
} as const

/** A failure the client caused, answered as a JSON-RPC error with this code. */
export class RelayRpcError extends Error {
  override readonly name = 'RelayRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export const rpcResult = (id: JsonRpcId, result: unknown): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id,
  result,
})

export const rpcError = (id: JsonRpcId | null, code: number, message: string): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
})

function isId(value: unknown): value is JsonRpcId {
  return (
    (typeof value === 'number' && Number.isSafeInteger(value)) ||
    (typeof value === 'string' && value.length > 0 && value.length <= 64)
  )
}

export type ParsedFrame =
  | { kind: 'request'; request: JsonRpcRequest }
  | { kind: 'response'; id: JsonRpcId; ok: boolean }
  | { kind: 'invalid'; id: JsonRpcId | null; code: number; message: string }

/**
 * Reads one text frame: a request from the client, the client's answer to a delivery, or why
 * it is neither. Never throws. Big ids come as numbers past 2^53 from the WalletConnect
 * clients; they are kept as the digits the client sent so the answer echoes them exactly.
 */
export function parseFrame(text: string): ParsedFrame {
  let value: unknown
  try {
    value = JSON.parse(keepLargeIds(text))
  } catch {
    return { kind: 'invalid', id: null, code: RPC_ERRORS.PARSE_ERROR, message: 'Parse error' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return invalid(null, 'Expected one JSON-RPC object')
  const frame = value as Record<string, unknown>
  const id = isId(frame.id) ? frame.id : null
  if (frame.jsonrpc !== '2.0') return invalid(id, 'jsonrpc must be "2.0"')
  if (id === null) return invalid(null, 'id must be an integer or a short string')
  if (typeof frame.method === 'string') {
    if (frame.method.length === 0 || frame.method.length > 64) return invalid(id, 'Bad method')
    return {
      kind: 'request',
      request: { jsonrpc: '2.0', id, method: frame.method, params: frame.params },
    }
  }
  if ('result' in frame) return { kind: 'response', id, ok: frame.result === true }
  if ('error' in frame) return { kind: 'response', id, ok: false }
  return invalid(id, 'Neither a request nor a response')
}

function invalid(id: JsonRpcId | null, message: string): ParsedFrame {
  return { kind: 'invalid', id, code: RPC_ERRORS.INVALID_REQUEST, message }
}

/** `"id":12345678901234567890` → `"id":"big:12345678901234567890"`, so no digit is lost. */
function keepLargeIds(text: string): string {
  return text.replace(/"id"\s*:\s*(\d{16,})/g, '"id":"big:$1"')
}

/** Writes a response, turning kept large ids back into bare JSON numbers. */
export function serialise(message: JsonRpcResponse | JsonRpcRequest): string {
  return JSON.stringify(message).replace(/"id":"big:(\d+)"/g, '"id":$1')
}
