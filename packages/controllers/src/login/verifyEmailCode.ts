import type { Config } from '../core/Config'
import { connectEmbeddedWallet } from './connectEmbeddedWallet'
import { embeddedLogin, type NoAuthConnectorError } from './embeddedLogin'
import {
  currentLoginAttempt,
  endLoginAttempt,
  isCurrentLoginAttempt,
  loginAttemptConnected,
} from './loginAttempt'
import { type InvalidCodeError, sixDigitCode } from './loginErrors'

export interface VerifyEmailCodeParameters {
  /** The six digits from the mail. */
  code: string
}

/** 'CONNECTED', or 'ABANDONED' (the visitor left before the frame answered). */
export type VerifyEmailCodeReturnType = { status: 'CONNECTED' | 'ABANDONED' }

/** Not six digits, no embedded wallet, or the frame's refusal (a wrong or expired code). */
export type VerifyEmailCodeErrorType = InvalidCodeError | NoAuthConnectorError | Error

export type VerifyEmailCodeContext = Config

/**
 * SPEC §4 one-time code: the frame checks it, then the wallet connects like any other. A wrong
 * code leaves the login running on the code view, for another try or a resend.
 */
export async function verifyEmailCode(
  ctx: VerifyEmailCodeContext,
  { code }: VerifyEmailCodeParameters,
): Promise<VerifyEmailCodeReturnType> {
  const otp = sixDigitCode(code)
  const { provider, connectorId } = embeddedLogin(ctx)
  const attempt = currentLoginAttempt(ctx)
  try {
    await provider.connectOtp(otp)
  } catch (error) {
    if (attempt !== undefined && !isCurrentLoginAttempt(ctx, attempt))
      return { status: 'ABANDONED' }
    throw error
  }
  if (attempt !== undefined && !isCurrentLoginAttempt(ctx, attempt)) return { status: 'ABANDONED' }
  try {
    await connectEmbeddedWallet(ctx, connectorId, 'EmailVerifyOtp')
  } catch (error) {
    endLoginAttempt(ctx, attempt)
    throw error
  }
  loginAttemptConnected(ctx, attempt)
  return { status: 'CONNECTED' }
}
