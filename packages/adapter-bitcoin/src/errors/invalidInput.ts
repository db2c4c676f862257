import { type LatchkeyError, latchkeyErrorWith } from '@latchkey/core'

/**
 * Bad input that §8 gives no text for (an unknown connector id, a bad URL): the catalogue's
 * 'Unknown error' with the offending field in `details`, as the controllers do.
 */
export function invalidInput(field: string, value: unknown, expected?: unknown): LatchkeyError {
  return latchkeyErrorWith('UNKNOWN_ERROR', {
    details: { field, value, ...(expected === undefined ? {} : { expected }) },
  })
}
