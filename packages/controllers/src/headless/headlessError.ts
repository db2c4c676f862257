import {
  type CodedMessage,
  describeWalletErrorCode,
  isLatchkeyError,
  messageOfError,
  walletErrorCode,
} from '@latchkey/core'

/**
 * What a headless action failed with: a code and its parameters, never English. The host words
 * it in its own language (core's catalogue has SPEC §8's English for the catalogue's codes).
 * - a SPEC §8 catalogue code with its parameters (`TRY_AGAIN_AFTER_SECONDS`, `{ seconds }`);
 * - `WALLET_ERROR` with the wallet's standard code (§8: 4001 the user rejected, 4100, 4200, …);
 * - `INVALID_EMAIL` / `INVALID_CODE`: the input was refused before anything was sent;
 * - `WALLET_NOT_FOUND`: no installed, recent, recommended or registry wallet has this id.
 * `reason` carries somebody else's words (a server's or a wallet's), for logs.
 */
export type HeadlessError =
  | CodedMessage
  | { code: 'WALLET_ERROR'; params: { walletCode: number }; reason?: string }
  | { code: 'INVALID_EMAIL' | 'INVALID_CODE'; params?: undefined; reason?: undefined }
  | { code: 'WALLET_NOT_FOUND'; params: { walletId: string }; reason?: undefined }

export type HeadlessErrorCode = HeadlessError['code']

/** What a headless action rejects with: its `error` is the same as the state's `error`. */
export class HeadlessActionError extends Error {
  override readonly name = 'HeadlessActionError'
  readonly code: HeadlessErrorCode
  readonly params: HeadlessError['params']
  readonly error: HeadlessError

  constructor(error: HeadlessError, options: { cause?: unknown } = {}) {
    // The message is the code: the words are the host's to choose.
    super(error.code, options.cause === undefined ? {} : { cause: options.cause })
    this.error = error
    this.code = error.code
    this.params = error.params
  }
}

const INPUT_CODES = new Set(['INVALID_EMAIL', 'INVALID_CODE'])

/** The coded error for anything an action may throw. */
export function toHeadlessError(error: unknown): HeadlessError {
  if (error instanceof HeadlessActionError) return error.error
  if (isLatchkeyError(error)) return messageOfError(error)
  const own = (error as { code?: unknown } | null)?.code
  if (typeof own === 'string' && INPUT_CODES.has(own))
    return { code: own as 'INVALID_EMAIL' | 'INVALID_CODE' }
  const walletCode = walletErrorCode(error)
  if (walletCode !== undefined) {
    // The wallet's own words only: our description of a standard code is English of ours.
    const words = error instanceof Error ? error.message : undefined
    const reason = words && words !== describeWalletErrorCode(walletCode) ? words : undefined
    return { code: 'WALLET_ERROR', params: { walletCode }, ...(reason ? { reason } : {}) }
  }
  return messageOfError(error, 'UNKNOWN_ERROR')
}
