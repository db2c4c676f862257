import { WALLET_ERROR_CODES, WalletRpcError } from '@latchkey/core'

/** WalletConnect's SDK codes (getSdkError) and what each means in EIP-1193 terms. */
const SDK_TO_EIP1193: Record<number, number> = {
  5000: WALLET_ERROR_CODES.USER_REJECTED,
  5001: WALLET_ERROR_CODES.USER_REJECTED,
  5002: WALLET_ERROR_CODES.USER_REJECTED,
  5003: WALLET_ERROR_CODES.USER_REJECTED,
  5100: WALLET_ERROR_CODES.UNRECOGNIZED_CHAIN,
  5101: WALLET_ERROR_CODES.UNSUPPORTED_METHOD,
  5102: WALLET_ERROR_CODES.UNSUPPORTED_METHOD,
  5103: WALLET_ERROR_CODES.UNAUTHORIZED,
  5104: WALLET_ERROR_CODES.UNSUPPORTED_METHOD,
  3001: WALLET_ERROR_CODES.UNAUTHORIZED,
  3002: WALLET_ERROR_CODES.UNAUTHORIZED,
  6000: WALLET_ERROR_CODES.DISCONNECTED,
  7000: WALLET_ERROR_CODES.INTERNAL_ERROR,
  10001: WALLET_ERROR_CODES.UNSUPPORTED_METHOD,
}

const STANDARD = new Set<number>(Object.values(WALLET_ERROR_CODES))
const REJECTED_TEXT = /\b(user )?(rejected|denied|declined|cancell?ed)\b/i
const NOT_APPROVED_CHAIN_TEXT = /not approved|chain .*not supported|unsupported chain/i

/**
 * A WalletConnect failure as core's WalletRpcError (SPEC §8 codes): the wallet's own 4001 or
 * -32xxx as is, WalletConnect's 5000s mapped (user rejected → 4001), a rejection said only in
 * words → 4001, the universal provider's "chain not approved" → 4902. Anything else passes.
 */
export function toEip1193Error(error: unknown): unknown {
  if (error instanceof WalletRpcError) return error
  const { code, message, data } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown
    message?: unknown
    data?: unknown
  }
  const text = typeof message === 'string' ? message : typeof error === 'string' ? error : ''
  let mapped: number | undefined
  if (typeof code === 'number') mapped = STANDARD.has(code) ? code : SDK_TO_EIP1193[code]
  if (mapped === undefined && REJECTED_TEXT.test(text)) mapped = WALLET_ERROR_CODES.USER_REJECTED
  if (mapped === undefined && NOT_APPROVED_CHAIN_TEXT.test(text))
    mapped = WALLET_ERROR_CODES.UNRECOGNIZED_CHAIN
  if (mapped === undefined) return error
  // The message is core's text for the code; the wallet's own words stay in `cause`, as the
  // peer controls them and they are neither checked nor translated.
  const wrapped = new WalletRpcError(mapped, undefined, data)
  Object.defineProperty(wrapped, 'cause', { value: error, enumerable: false })
  return wrapped
}

/**
 * The session is gone (deleted by the wallet, expired, or never made): 4900 with core's text,
 * and why in `data.reason` for a developer reading it.
 */
export function disconnectedError(reason?: string): WalletRpcError {
  return new WalletRpcError(
    WALLET_ERROR_CODES.DISCONNECTED,
    undefined,
    reason ? { reason } : undefined,
  )
}
