import { type LatchkeyError, latchkeyErrorWith } from '@latchkey/core'

/** Bad input §8 has no text for: 'Unknown error' with the offending field in `details`. */
export function invalidInput(field: string, value: unknown, expected?: unknown): LatchkeyError {
  return latchkeyErrorWith('UNKNOWN_ERROR', {
    details: { field, value, ...(expected === undefined ? {} : { expected }) },
  })
}
