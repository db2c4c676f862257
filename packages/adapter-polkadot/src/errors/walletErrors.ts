import { isUserRejection, WALLET_ERROR_CODES, WalletRpcError } from '@latchkey/core'

// Extensions refuse with a bare Error: polkadot{.js} 'Cancelled', Talisman 'Rejected', …
const REFUSAL = /cancel|reject|denied|declin/i

/** A wallet's refusal as the standard 4001 error; anything else as it came. */
export function toWalletError(error: unknown): unknown {
  if (isUserRejection(error)) return error
  const message = error instanceof Error ? error.message : String(error)
  if (REFUSAL.test(message))
    return new WalletRpcError(WALLET_ERROR_CODES.USER_REJECTED, message, { cause: error })
  return error
}

export function throwWalletError(error: unknown): never {
  throw toWalletError(error)
}
