import { WALLET_ERROR_CODES, WalletRpcError } from '../../errors/walletCodes'

/** A wallet answering with no text where the method promises one broke its contract. */
export function requireText(value: unknown): string {
  if (typeof value !== 'string' || value === '')
    throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
  return value
}
