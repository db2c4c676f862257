/** Standard wallet error codes: EIP-1193 provider errors, EIP-3085 and EIP-1474 JSON-RPC errors. */
export const WALLET_ERROR_CODES = Object.freeze({
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN: 4902,
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  INVALID_INPUT: -32000,
  RESOURCE_NOT_FOUND: -32001,
  RESOURCE_UNAVAILABLE: -32002,
  TRANSACTION_REJECTED: -32003,
  METHOD_NOT_SUPPORTED: -32004,
  LIMIT_EXCEEDED: -32005,
  JSON_RPC_VERSION_NOT_SUPPORTED: -32006,
})

export type WalletErrorName = keyof typeof WALLET_ERROR_CODES

const MEANINGS: Record<number, string> = {
  4001: 'The user turned the request down',
  4100: 'The account or method has not been authorised by the user',
  4200: 'The wallet does not implement this method',
  4900: 'The wallet is not connected to any chain',
  4901: 'The wallet is not connected to the requested chain',
  4902: 'The wallet does not know this chain; add it first',
  [-32700]: 'The wallet could not parse the request JSON',
  [-32600]: 'The request object is not valid JSON-RPC',
  [-32601]: 'The method does not exist',
  [-32602]: 'The method parameters are not valid',
  [-32603]: 'The wallet hit an internal JSON-RPC error',
  [-32000]: 'The input is missing or not valid',
  [-32001]: 'The requested resource was not found',
  [-32002]: 'The requested resource is not available',
  [-32003]: 'The transaction was rejected',
  [-32004]: 'The method is not supported',
  [-32005]: 'The request exceeds a limit',
  [-32006]: 'The JSON-RPC version is not supported',
}

/** A short explanation of a standard wallet code, or undefined for codes outside the standards. */
export function describeWalletErrorCode(code: number): string | undefined {
  return MEANINGS[code]
}

/** An error a wallet returned: its numeric code and optional data, as EIP-1193 shapes them. */
export class WalletRpcError extends Error {
  override readonly name = 'WalletRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message?: string, data?: unknown) {
    super(message ?? describeWalletErrorCode(code) ?? `Wallet error ${code}`)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

/** True for a user's refusal, wherever the code sits in a chain of causes (wallets nest them). */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code
    if (code === WALLET_ERROR_CODES.USER_REJECTED || code === 'ACTION_REJECTED') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
