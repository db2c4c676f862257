/** A JSON-RPC error answer: the server never throws anything else at a client. */
export class RpcError extends Error {
  override readonly name = 'RpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const PARSE_ERROR = -32700
export const INVALID_REQUEST = -32600
export const METHOD_NOT_FOUND = -32601
export const INVALID_PARAMS = -32602
export const INTERNAL_ERROR = -32603
/** Solana's codes: preflight failure, signature failure, unsupported transaction version. */
export const SEND_TRANSACTION_PREFLIGHT_FAILURE = -32002
export const TRANSACTION_SIGNATURE_VERIFICATION_FAILURE = -32003
export const UNSUPPORTED_TRANSACTION_VERSION = -32015

export const invalidParams = (detail: string) =>
  new RpcError(INVALID_PARAMS, `Invalid params: ${detail}`)
