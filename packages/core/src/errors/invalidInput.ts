import { type LatchkeyError, startupError } from './LatchkeyError'

/**
 * Bad input that §8 gives no text for (an unknown connector id, a malformed call): the
 * catalogue's 'Unknown error' with the offending field in `details`, as the controllers do.
 */
export function invalidInput(field: string, value: unknown, expected?: unknown): LatchkeyError {
  return startupError('UNKNOWN_ERROR', {
    details: { field, value, ...(expected === undefined ? {} : { expected }) },
  })
}
