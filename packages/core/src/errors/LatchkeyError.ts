import type { ErrorCode } from './catalogue'
import { STARTUP_ERRORS, type StartupErrorCode } from './startupErrors'

export interface LatchkeyErrorOptions {
  /** The error that led to this one. */
  cause?: unknown
  /** Machine-readable context (HTTP status, response body, …). */
  details?: Record<string, unknown>
  /** Replaces the catalogue text, e.g. with a server's own reason; the code stays. */
  message?: string
  /** A parameterised text's arguments by name (`{ name }`), so the ui can render it in a locale. */
  params?: Record<string, string | number>
}

/** The one error class of Latchkey: a catalogue code plus its exact §8 text. */
export class LatchkeyError extends Error {
  override readonly name = 'LatchkeyError'
  readonly code: ErrorCode
  readonly details?: Record<string, unknown>
  readonly params?: Record<string, string | number>

  constructor(code: ErrorCode, message: string, options: LatchkeyErrorOptions = {}) {
    super(options.message ?? message, options.cause === undefined ? {} : { cause: options.cause })
    this.code = code
    if (options.details) this.details = options.details
    if (options.params) this.params = options.params
  }
}

/**
 * A LatchkeyError for one of the codes start-up code throws, from their own small table: what
 * runs before the first open uses this, so the whole catalogue stays out of an app's start-up.
 */
export function startupError(
  code: StartupErrorCode,
  options: LatchkeyErrorOptions = {},
): LatchkeyError {
  return new LatchkeyError(code, STARTUP_ERRORS[code], options)
}

export function isLatchkeyError(error: unknown, code?: ErrorCode): error is LatchkeyError {
  return error instanceof LatchkeyError && (code === undefined || error.code === code)
}
