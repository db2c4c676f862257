import type { LatchkeyError } from '@latchkey/core'
import * as Router from '../controllers/RouterController'
import * as Snack from '../controllers/SnackController'
import type { Config } from '../core/Config'
import { type InvalidCodeError, sixDigitCode } from './loginErrors'
import { emailUpdater } from './updateEmail'

export interface VerifyEmailUpdateParameters {
  /** 'primary': the code mailed to the current address; 'secondary': to the new one. */
  step: 'primary' | 'secondary'
  newEmail: string
  code: string
}

/** 'SECONDARY_OTP' (the new address's code is asked next), or 'UPDATED' (Account is shown). */
export type VerifyEmailUpdateReturnType = { status: 'SECONDARY_OTP' | 'UPDATED'; email: string }

/** Not six digits, no embedded wallet, or the frame's refusal (a wrong or expired code). */
export type VerifyEmailUpdateErrorType =
  | InvalidCodeError
  | (LatchkeyError & { code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND' })
  | Error

/**
 * SPEC §4 e-mail update: the primary code, then the secondary; the wallet's e-mail is then the
 * new one, which Account says in a toast.
 */
export async function verifyEmailUpdate(
  ctx: Config,
  { step, newEmail, code }: VerifyEmailUpdateParameters,
): Promise<VerifyEmailUpdateReturnType> {
  const otp = sixDigitCode(code)
  const updater = emailUpdater(ctx)
  if (step === 'primary') {
    await updater.updateEmailPrimaryOtp(otp)
    Router.replace(ctx, 'UpdateEmailSecondaryOtp', { newEmail })
    return { status: 'SECONDARY_OTP', email: newEmail }
  }
  await updater.updateEmailSecondaryOtp(otp)
  Router.reset(ctx, 'Account')
  Snack.showSuccess(ctx, { code: 'EMAIL_UPDATED', params: { email: newEmail } })
  return { status: 'UPDATED', email: newEmail }
}
