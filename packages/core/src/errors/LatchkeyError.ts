import { type ErrorArgs, type ErrorCode, errorMessage } from './catalogue'

export interface LatchkeyErrorOptions {
  /** The error that led to this one. */
  cause?: unknown
  /** Machine-readable context (HTTP status, response body, …). */
  details?: Record<string, unknown>
  /** Replaces the catalogue text, e.g. with a server's own reason; the code stays. */
  message?: string
}

/** The one error class of Latchkey: a catalogue code plus its exact §8 text. */
export class LatchkeyError extends Error {
  override readonly name = 'LatchkeyError'
  readonly code: ErrorCode
  readonly details?: Record<string, unknown>

  constructor(code: ErrorCode, message: string, options: LatchkeyErrorOptions = {}) {
    super(options.message ?? message, options.cause === undefined ? {} : { cause: options.cause })
    this.code = code
    if (options.details) this.details = options.details
  }
}

/** Builds a LatchkeyError with the exact catalogue text: `latchkeyError('HTTP_STATUS_CODE', 503)`. */
export function latchkeyError<C extends ErrorCode>(code: C, ...args: ErrorArgs<C>): LatchkeyError {
  return new LatchkeyError(code, errorMessage(code, ...args))
}

/** Like latchkeyError, with a cause, details or a server-provided message. */
export function latchkeyErrorWith<C extends ErrorCode>(
  code: C,
  options: LatchkeyErrorOptions,
  ...args: ErrorArgs<C>
): LatchkeyError {
  return new LatchkeyError(code, errorMessage(code, ...args), options)
}

export function isLatchkeyError(error: unknown, code?: ErrorCode): error is LatchkeyError {
  return error instanceof LatchkeyError && (code === undefined || error.code === code)
}
