import type { AlertCode } from './alerts'
import { type ErrorCode, type ErrorParamsOf, errorMessageOf } from './catalogue'
import { isLatchkeyError } from './LatchkeyError'

// State carries codes and parameters, never English: a toast, an alert or an error field holds
// one of these, and the ui turns it into text in the visitor's locale (issue 34).

/** The parameters of the ui's own notices (not §8 texts: the ui's tables word them). */
export interface NoticeParamsOf {
  EMAIL_UPDATED: { email: string }
}

/** Status texts the ui shows that the §8 catalogue has no entry for. */
export type NoticeCode = 'ADDRESS_COPIED' | keyof NoticeParamsOf

/** Every code a message can carry: the §8 catalogue's, then the ui's notices. */
export type MessageCode = ErrorCode | NoticeCode

/** The parameters of each parameterised code, by name. */
export type MessageParamsOf = ErrorParamsOf & NoticeParamsOf

/** The codes whose text takes no parameters. */
export type PlainMessageCode = Exclude<MessageCode, keyof MessageParamsOf>

/** A code whose text takes no parameters. */
export interface PlainMessage {
  code: PlainMessageCode
  params?: undefined
  /** Somebody else's words (a server's first reason description, a wallet's error), shown as given. */
  reason?: string
}

/** A parameterised code with its parameters by name (typed per code). */
export type ParameterisedMessage = {
  [C in keyof MessageParamsOf]: { code: C; params: MessageParamsOf[C]; reason?: string }
}[keyof MessageParamsOf]

/** A code and its parameters; `reason` is somebody else's words shown in place of the code's text. */
export type CodedMessage = PlainMessage | ParameterisedMessage

/** Text a host passes in through the public API (`showErrorMessage`), shown as given. */
export interface TextMessage {
  text: string
}

/** What a toast or an error field in state holds: a code with parameters, or a host's text. */
export type Message = CodedMessage | TextMessage

/** What the alert banner in state holds: the §8 alert's code (the ui words title and text). */
export interface AlertMessage {
  code: AlertCode
}

/**
 * The message for a thrown value: a Latchkey error's code and parameters (with the server's own
 * words when they replaced the catalogue text), another error's text as the reason under
 * `fallback`, or just `fallback`.
 */
export function messageOfError(
  error: unknown,
  fallback: PlainMessageCode = 'UNKNOWN_ERROR',
): CodedMessage {
  if (isLatchkeyError(error)) {
    const own = error.message !== errorMessageOf(error.code, error.params)
    return {
      code: error.code,
      ...(error.params ? { params: error.params } : {}),
      ...(own && error.message ? { reason: error.message } : {}),
    } as CodedMessage
  }
  if (error instanceof Error && error.message) return { code: fallback, reason: error.message }
  if (typeof error === 'string' && error) return { code: fallback, reason: error }
  return { code: fallback }
}
