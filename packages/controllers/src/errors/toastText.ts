import { ERRORS, errorMessage, isLatchkeyError, isUserRejection } from '@latchkey/core'

/** The error's text when it is exactly its code's fixed catalogue text (SPEC §8), else undefined. */
export function catalogueText(error: unknown): string | undefined {
  if (!isLatchkeyError(error)) return undefined
  const text: unknown = ERRORS[error.code]
  return typeof text === 'string' && error.message === text ? text : undefined
}

/** A user's refusal reads 'Signature declined'; anything else the caller's fallback text. */
export function signingToastText(error: unknown, fallback: string): string {
  return isUserRejection(error) ? errorMessage('SIGNATURE_DECLINED') : fallback
}
