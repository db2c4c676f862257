import { z } from 'zod'

export type JsonRpcId = string | number | null

export interface JsonRpcError {
  jsonrpc: '2.0'
  id: JsonRpcId
  error: { code: number; message: string }
}

/** JSON-RPC 2.0 error codes the gateway answers with. */
export const RPC_ERRORS = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INTERNAL_ERROR: -32603,
} as const

export const rpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  method: z.string().min(1).max(100),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  id: z.union([z.string().max(200), z.number(), z.null()]).optional(),
})

export type JsonRpcRequest = z.output<typeof rpcRequestSchema>

export const rpcError = (id: JsonRpcId, code: number, message: string): JsonRpcError => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
})
