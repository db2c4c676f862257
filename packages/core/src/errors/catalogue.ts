import { LatchkeyError, type LatchkeyErrorOptions } from './LatchkeyError'
import { STARTUP_ERRORS } from './startupErrors'

/**
 * Every user-facing error and status text of SPEC §8, exact wording, in one frozen object.
 * Parameterised texts are functions so a test can assert the full sentence.
 */
export const ERRORS = Object.freeze({
  // What start-up code throws (networks, options, CAIP ids, amounts): in their own module.
  ...STARTUP_ERRORS,

  // Swaps, gas and balances
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE: 'Network not supported for Gas Price',
  NETWORK_NOT_SUPPORTED_FOR_SWAPS: 'Network not supported for Swaps',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',

  // Send
  TRANSACTION_STARTED: 'Transaction started',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  FAILED_TO_SEND_TRANSACTION: 'Failed to send transaction. Please try again.',
  INVALID_AMOUNT_AND_RECEIVER: 'Please enter a valid amount and receiver address',

  // Name service (callers prefer the server's first reason description when there is one)
  ERROR_RESOLVING_NAME: 'Error resolving name',
  ERROR_FETCHING_NAME_SUGGESTIONS: 'Error fetching name suggestions',
  ERROR_FETCHING_NAMES_FOR_ADDRESS: 'Error fetching names for address',
  ERROR_REGISTERING_NAME: (name: string) => `Error registering name ${name}`,

  // Networks and authentication
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  AUTHENTICATION_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNTS_NOT_SUPPORTED: 'This application might not support Smart Accounts',
  AUTHENTICATING: 'Authenticating...',

  // Sign-in and controller state
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_NETWORK_OR_CLIENT: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CONTROLLER_CLIENT: 'No ConnectionController client found',

  // Disconnect and setup
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CONTROLLER_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CONTROLLER_CLIENT_NOT_SET: 'ConnectionController client not set',
  CHAIN_REQUIRED: 'Chain is required ...',

  // HTTP
  HTTP_STATUS_CODE: (status: number) => `HTTP status code: ${status}`,

  // Embedded wallet
  TRY_AGAIN_AFTER_SECONDS: (seconds: number) => `Please try again after ${seconds} seconds`,
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  AN_ERROR_OCCURRED: 'An error occurred',
  EMAIL_LOGIN_LOAD_FAILED: 'Unable to load email login dependency',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
})

export type Errors = typeof ERRORS
export type ErrorCode = keyof Errors

/** The arguments a code's text needs: none for fixed texts, the template's for functions. */
export type ErrorArgs<C extends ErrorCode> = Errors[C] extends (...args: infer A) => string ? A : []

/**
 * The arguments of the parameterised texts by name: what a `{ code, params }` message carries
 * (state holds codes and parameters; the ui renders them, `{name}` in its locale's template).
 */
export interface ErrorParamsOf {
  ERROR_REGISTERING_NAME: { name: string }
  HTTP_STATUS_CODE: { status: number }
  TRY_AGAIN_AFTER_SECONDS: { seconds: number }
}

/** The names of each parameterised text's arguments, in the order its template takes them. */
export const ERROR_PARAM_NAMES: {
  readonly [C in keyof ErrorParamsOf]: readonly (keyof ErrorParamsOf[C])[]
} = Object.freeze({
  ERROR_REGISTERING_NAME: ['name'],
  HTTP_STATUS_CODE: ['status'],
  TRY_AGAIN_AFTER_SECONDS: ['seconds'],
})

/** A code's arguments by name (undefined for a fixed text). */
export function errorParams(
  code: ErrorCode,
  args: readonly unknown[],
): Record<string, string | number> | undefined {
  const names = (ERROR_PARAM_NAMES as Partial<Record<ErrorCode, readonly string[]>>)[code]
  return names
    ? Object.fromEntries(names.map((name, i) => [name, args[i] as string | number]))
    : undefined
}

/** The exact English text of a code with its arguments by name: the catalogue's, rendered. */
export function errorMessageOf(code: ErrorCode, params?: Readonly<Record<string, unknown>>) {
  const names = (ERROR_PARAM_NAMES as Partial<Record<ErrorCode, readonly string[]>>)[code] ?? []
  return errorMessage(code as never, ...(names.map((name) => params?.[name]) as never[]))
}

/** The exact catalogue text for a code. */
export function errorMessage<C extends ErrorCode>(code: C, ...args: ErrorArgs<C>): string {
  const entry = ERRORS[code] as string | ((...a: unknown[]) => string)
  return typeof entry === 'function' ? entry(...args) : entry
}

// The builders of errors with their catalogue text. Code that runs at start-up uses
// startupError instead, so that this module, and the texts above, load with the code that
// throws or shows the rest (issue 13).

/** Builds a LatchkeyError with the exact catalogue text: `latchkeyError('HTTP_STATUS_CODE', 503)`. */
export function latchkeyError<C extends ErrorCode>(code: C, ...args: ErrorArgs<C>): LatchkeyError {
  const params = errorParams(code, args)
  return new LatchkeyError(code, errorMessage(code, ...args), params ? { params } : {})
}

/** Like latchkeyError, with a cause, details or a server-provided message. */
export function latchkeyErrorWith<C extends ErrorCode>(
  code: C,
  options: LatchkeyErrorOptions,
  ...args: ErrorArgs<C>
): LatchkeyError {
  const params = errorParams(code, args)
  return new LatchkeyError(
    code,
    errorMessage(code, ...args),
    params ? { params, ...options } : options,
  )
}
