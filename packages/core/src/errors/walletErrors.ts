import { isLatchkeyError } from './LatchkeyError'
import {
  describeWalletErrorCode,
  isUserRejection,
  WALLET_ERROR_CODES,
  WalletRpcError,
} from './walletCodes'

const MAX_DEPTH = 6

interface ErrorLike {
  code?: unknown
  cause?: unknown
  data?: unknown
  message?: unknown
  details?: unknown
}

/** Every level of an error: viem wraps the wallet's error in causes, wallets nest theirs in data. */
function* errorChain(error: unknown): Generator<ErrorLike> {
  let current: unknown = error
  for (let depth = 0; depth < MAX_DEPTH && typeof current === 'object' && current; depth++) {
    const level = current as ErrorLike
    yield level
    const original = (level.data as { originalError?: unknown } | undefined)?.originalError
    if (typeof original === 'object' && original) yield original as ErrorLike
    current = level.cause
  }
}

/** The first standard wallet code (§8) anywhere in the chain of causes. */
export function walletErrorCode(error: unknown): number | undefined {
  for (const level of errorChain(error))
    if (typeof level.code === 'number' && describeWalletErrorCode(level.code)) return level.code
  return undefined
}

// Wallet Standard and extension wallets throw plain errors: a refusal is told by its words.
const REFUSAL_WORDS = /reject|denied|declined|cancel/i

export interface ToWalletErrorOptions {
  /** Also read a refusal (4001) from the words of an error with no code. Default false. */
  refusalWords?: boolean
}

/**
 * A wallet's failure as core's WalletRpcError with the standard code (4001, 4902, -32603…), the
 * wallet's data and the original error as cause. Our own errors, and errors that are no
 * wallet's, pass unchanged.
 */
export function toWalletError(error: unknown, options: ToWalletErrorOptions = {}): unknown {
  if (error instanceof WalletRpcError || isLatchkeyError(error)) return error
  let wrapped: WalletRpcError | undefined
  for (const level of errorChain(error)) {
    const code = level.code
    if (typeof code !== 'number' || !describeWalletErrorCode(code)) continue
    wrapped = new WalletRpcError(code, undefined, level.data)
    break
  }
  const message = (error as ErrorLike | null | undefined)?.message
  if (
    !wrapped &&
    options.refusalWords &&
    typeof message === 'string' &&
    REFUSAL_WORDS.test(message)
  )
    wrapped = new WalletRpcError(WALLET_ERROR_CODES.USER_REJECTED)
  if (!wrapped) return error
  Object.defineProperty(wrapped, 'cause', { value: error, enumerable: false })
  return wrapped
}

/** Wallet texts for a chain it does not know, when it answers -32603 instead of 4902. */
const UNRECOGNIZED_CHAIN_TEXT =
  /unrecognized chain|unknown chain|chain .*not (been )?(added|configured)|try adding the chain|"code":\s*4902\b/i

/**
 * True when wallet_switchEthereumChain failed because the wallet lacks the chain (4902, or the
 * -32603 some mobile wallets send with 4902 inside or with the same meaning in words).
 */
export function isUnrecognizedChainError(error: unknown): boolean {
  for (const level of errorChain(error)) {
    if (level.code === WALLET_ERROR_CODES.UNRECOGNIZED_CHAIN) return true
    const text = [level.message, level.details].filter((part) => typeof part === 'string').join(' ')
    if (UNRECOGNIZED_CHAIN_TEXT.test(text)) return true
  }
  return false
}

// A switch refused for a reason that adding the chain cannot fix: the visitor, the grant, the
// method itself, or a request already waiting in the wallet.
const OTHER_SWITCH_FAILURES: ReadonlySet<number> = new Set([
  WALLET_ERROR_CODES.USER_REJECTED,
  WALLET_ERROR_CODES.UNAUTHORIZED,
  WALLET_ERROR_CODES.UNSUPPORTED_METHOD,
  WALLET_ERROR_CODES.DISCONNECTED,
  WALLET_ERROR_CODES.METHOD_NOT_FOUND,
  WALLET_ERROR_CODES.RESOURCE_UNAVAILABLE,
  WALLET_ERROR_CODES.METHOD_NOT_SUPPORTED,
])

/**
 * SPEC §4: whether a failed wallet_switchEthereumChain is followed by wallet_addEthereumChain.
 * Yes for every way wallets say they lack the chain (isUnrecognizedChainError), and for a
 * failure that gives no standard reason at all (no code, an internal error, a localized text:
 * Trust Wallet, older MetaMask Mobile); no when a code names another cause (a refusal, no grant,
 * no such method, a request already pending). A failed add then says 'Chain is not supported'.
 */
export function switchFailureNeedsChainAdded(error: unknown): boolean {
  if (isUserRejection(error)) return false
  if (isUnrecognizedChainError(error)) return true
  for (const level of errorChain(error))
    if (typeof level.code === 'number' && OTHER_SWITCH_FAILURES.has(level.code)) return false
  return true
}

/** Rethrows a wallet failure normalised; use in `catch (error) { throwWalletError(error) }`. */
export function throwWalletError(error: unknown, options?: ToWalletErrorOptions): never {
  throw toWalletError(error, options)
}
