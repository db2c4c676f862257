import { isValidEmail } from '@latchkey/core'
import * as Router from '../controllers/RouterController'
import type { Config } from '../core/Config'
import type { EmailLoginAction } from '../embedded/EmbeddedHost'
import { connectEmbeddedWallet } from './connectEmbeddedWallet'
import { codeMailed, coolDownSeconds } from './emailCodeCoolDown'
import { embeddedLogin, type NoAuthConnectorError } from './embeddedLogin'
import {
  beginLoginAttempt,
  endLoginAttempt,
  isCurrentLoginAttempt,
  loginAttemptConnected,
} from './loginAttempt'
import { InvalidEmailError } from './loginErrors'

export interface RequestEmailCodeParameters {
  email: string
}

/**
 * What came of it: the frame's next step (its view is shown), 'CONNECT' (a known device, now
 * connected), or 'ABANDONED' (the visitor left before the frame answered).
 */
export type RequestEmailCodeReturnType = { action: EmailLoginAction | 'ABANDONED' }

/** A bad address, no embedded wallet, or the frame's refusal (its SPEC §8 text). */
export type RequestEmailCodeErrorType = InvalidEmailError | NoAuthConnectorError | Error

export type RequestEmailCodeContext = Config

/**
 * SPEC §4 embedded login, first step: the e-mail goes to the frame, which answers with the next
 * step; status is 'connecting' while the login runs. Not held back by the modal's own cool-down:
 * a known device logs in without a code (issue 32), and the server refuses a code too early. That
 * refusal means a code for this address was mailed under 30 s ago and is still valid (10 min):
 * the code view opens to type it, and its resend waits out the remaining seconds.
 */
export async function requestEmailCode(
  ctx: RequestEmailCodeContext,
  { email }: RequestEmailCodeParameters,
): Promise<RequestEmailCodeReturnType> {
  const value = email.trim()
  if (!isValidEmail(value)) throw new InvalidEmailError()
  const { provider, connectorId } = embeddedLogin(ctx)
  const attempt = beginLoginAttempt(ctx)
  // The view the e-mail was typed in: a known device connected there closes the modal (or shows
  // Account in embedded mode), as a code login does.
  const view = Router.state(ctx).view
  try {
    const { action } = await provider.connectEmail(value)
    if (!isCurrentLoginAttempt(ctx, attempt)) return { action: 'ABANDONED' }
    // A known device's login (CONNECT) mailed nothing, so it starts no cool-down (issue 32).
    if (action !== 'CONNECT') codeMailed(ctx, 'login')
    if (action === 'VERIFY_DEVICE') Router.push(ctx, 'EmailVerifyDevice', { email: value })
    else if (action === 'VERIFY_OTP') Router.push(ctx, 'EmailVerifyOtp', { email: value })
    else {
      await connectEmbeddedWallet(ctx, connectorId, view)
      loginAttemptConnected(ctx, attempt)
    }
    return { action }
  } catch (error) {
    if (!isCurrentLoginAttempt(ctx, attempt)) return { action: 'ABANDONED' }
    const seconds = coolDownSeconds(error)
    if (seconds === undefined) {
      endLoginAttempt(ctx, attempt)
      throw error
    }
    codeMailed(ctx, 'login', seconds)
    Router.push(ctx, 'EmailVerifyOtp', { email: value })
    return { action: 'VERIFY_OTP' }
  }
}
