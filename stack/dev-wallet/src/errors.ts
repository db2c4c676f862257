import { BaseError } from 'viem'

/** EIP-1193 / EIP-1474 / EIP-5792 error codes the dev wallet answers with. */
export const rpcErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
  unsupportedCapability: 5700,
  unsupportedChainId: 5710,
  duplicateCallsId: 5720,
  unknownCallsId: 5730,
  atomicityNotSupported: 5760,
} as const

/** The error every EIP-1193 request rejects with: a message, a numeric `code` and optional `data`. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    if (options.data !== undefined) this.data = options.data
  }
}

export const userRejected = (cause?: unknown) =>
  new ProviderRpcError(rpcErrorCodes.userRejected, 'User rejected the request.', { cause })

export const unauthorized = (detail?: string) =>
  new ProviderRpcError(
    rpcErrorCodes.unauthorized,
    `The requested account and/or method has not been authorized by the user.${detail ? ` ${detail}` : ''}`,
  )

export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(
    rpcErrorCodes.unsupportedMethod,
    `The Provider does not support the requested method: ${method}`,
  )

export const invalidParams = (message: string) =>
  new ProviderRpcError(rpcErrorCodes.invalidParams, `Invalid params: ${message}`)

export const unrecognizedChain = (chainIdHex: string) =>
  new ProviderRpcError(
    rpcErrorCodes.unrecognizedChain,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  )

/** Turns anything thrown while serving a request into a ProviderRpcError, keeping node codes. */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const withCode = error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as
      | (Error & { code: number; data?: unknown; shortMessage?: string; details?: string })
      | null
    if (withCode) {
      return new ProviderRpcError(withCode.code, withCode.details || withCode.message, {
        data: withCode.data,
        cause: error,
      })
    }
    return new ProviderRpcError(rpcErrorCodes.internal, error.shortMessage, { cause: error })
  }
  const message = error instanceof Error ? error.message : String(error)
  return new ProviderRpcError(rpcErrorCodes.internal, message, { cause: error })
}
