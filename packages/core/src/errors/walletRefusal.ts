import { isLatchkeyError } from './LatchkeyError'
import { describeWalletErrorCode, WALLET_ERROR_CODES, WalletRpcError } from './walletCodes'

// Wallet Standard wallets throw plain errors; a refusal is told by its code or its words.
const REFUSAL = /reject|denied|declined|cancel/i

/**
 * A wallet's failure as a WalletRpcError with its standard code (4001 for a refusal), the
 * original as cause. Our own errors and errors that are no wallet's pass unchanged. Shared by
 * the adapters, which may not import one another.
 */
export function toWalletRpcError(error: unknown): unknown {
  if (error instanceof WalletRpcError || isLatchkeyError(error)) return error
  const { code, message, data } = (error ?? {}) as {
    code?: unknown
    message?: unknown
    data?: unknown
  }
  let wrapped: WalletRpcError | undefined
  if (typeof code === 'number' && describeWalletErrorCode(code))
    wrapped = new WalletRpcError(code, undefined, data)
  else if (typeof message === 'string' && REFUSAL.test(message))
    wrapped = new WalletRpcError(WALLET_ERROR_CODES.USER_REJECTED)
  if (!wrapped) return error
  Object.defineProperty(wrapped, 'cause', { value: error, enumerable: false })
  return wrapped
}
