import { type LatchkeyError, startupError } from '@latchkey/core'

/**
 * Bad input that §8 gives no text for (an unknown theme mode, removing a connected adapter):
 * the catalogue's 'Unknown error' with the offending field in `details`, so callers can tell.
 */
export function invalidInput(field: string, value: unknown, expected?: unknown): LatchkeyError {
  return startupError('UNKNOWN_ERROR', {
    details: { field, value, ...(expected === undefined ? {} : { expected }) },
  })
}
