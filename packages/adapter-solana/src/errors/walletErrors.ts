import { toWalletRpcError } from '@latchkey/core'

/** A wallet's failure with its standard code (4001 for a refusal); see core's toWalletRpcError. */
export const toWalletError = toWalletRpcError

export function throwWalletError(error: unknown): never {
  throw toWalletRpcError(error)
}
