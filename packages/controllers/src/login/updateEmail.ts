import { isValidEmail, type LatchkeyError, latchkeyError } from '@latchkey/core'
import * as Connectors from '../controllers/ConnectorController'
import * as Router from '../controllers/RouterController'
import type { Config } from '../core/Config'
import { checkCodeCoolDown, codeMailed, type TryAgainLaterError } from './emailCodeCoolDown'
import { InvalidEmailError } from './loginErrors'

/** What the embedded wallet's provider offers for it (@latchkey/embedded-wallet, SPEC §7). */
export interface EmailUpdater {
  updateEmail(email: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  updateEmailSecondaryOtp(otp: string): Promise<void>
}

export type UpdateEmailContext = Config

export interface UpdateEmailParameters {
  /** The new address; asking again with it resends the primary code. */
  email: string
}

/** The code the frame asks for next (its view is shown). */
export type UpdateEmailReturnType = { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }

/** A bad address, within 30 s of the last code, no embedded wallet, or the frame's refusal. */
export type UpdateEmailErrorType =
  | InvalidEmailError
  | TryAgainLaterError
  | (LatchkeyError & { code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND' })
  | Error

export function emailUpdater(ctx: Config): EmailUpdater {
  const provider = Connectors.getAuthConnector(ctx)?.provider as Partial<EmailUpdater> | undefined
  if (
    typeof provider?.updateEmail !== 'function' ||
    typeof provider.updateEmailPrimaryOtp !== 'function' ||
    typeof provider.updateEmailSecondaryOtp !== 'function'
  )
    throw latchkeyError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  return provider as EmailUpdater
}

/**
 * SPEC §4 e-mail update, first step: the new address (§5: a valid one) goes to the frame, which
 * mails a primary code to the current address; refused within 30 s of the last one (§5, §8).
 */
export async function updateEmail(
  ctx: UpdateEmailContext,
  { email }: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  const value = email.trim()
  if (!isValidEmail(value)) throw new InvalidEmailError()
  checkCodeCoolDown(ctx, 'update')
  const { action } = await emailUpdater(ctx).updateEmail(value)
  codeMailed(ctx, 'update')
  const view =
    action === 'VERIFY_SECONDARY_OTP' ? 'UpdateEmailSecondaryOtp' : 'UpdateEmailPrimaryOtp'
  // A resend from the code view pushes that same view, which the router ignores (SPEC §2).
  Router.push(ctx, view, { newEmail: value })
  return { action }
}
