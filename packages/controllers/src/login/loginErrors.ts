/** An e-mail address the login or the e-mail update refuses (SPEC §5: a valid address). */
export class InvalidEmailError extends Error {
  override readonly name = 'InvalidEmailError'
  readonly code = 'INVALID_EMAIL'
  constructor() {
    super('Enter a valid e-mail address')
  }
}

/** A code that is not the six digits of the mail (SPEC §4). */
export class InvalidCodeError extends Error {
  override readonly name = 'InvalidCodeError'
  readonly code = 'INVALID_CODE'
  constructor() {
    super('Enter the six-digit code')
  }
}

/** The six digits of a code, or InvalidCodeError. */
export function sixDigitCode(code: string): string {
  const value = code.trim()
  if (!/^\d{6}$/.test(value)) throw new InvalidCodeError()
  return value
}
