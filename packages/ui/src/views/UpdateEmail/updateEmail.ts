import type { CoreContext } from '@latchkey/controllers'
import { isValidEmail, latchkeyError, TIMING } from '@latchkey/core'

type UpdateContext = Pick<CoreContext, 'clock' | 'router' | 'connectors' | 'snack'>
/** What the embedded wallet's provider offers for it (@latchkey/embedded-wallet). */
interface Updater {
  updateEmail(email: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  updateEmailSecondaryOtp(otp: string): Promise<void>
}

/** The last update code asked per core: SPEC §5's 30 s rule (the frame's server enforces it too). */
const lastCodeAt = new WeakMap<object, number>()

function updater(ctx: UpdateContext): Updater {
  const provider = ctx.connectors.getAuthConnector()?.provider as Partial<Updater> | undefined
  if (
    typeof provider?.updateEmail !== 'function' ||
    typeof provider.updateEmailPrimaryOtp !== 'function' ||
    typeof provider.updateEmailSecondaryOtp !== 'function'
  )
    throw latchkeyError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  return provider as Updater
}

const sixDigits = (otp: string) => {
  const code = otp.trim()
  if (!/^\d{6}$/.test(code)) throw new Error('Enter the six-digit code')
  return code
}

/**
 * SPEC §4 e-mail update, first step: the new address (§5: a valid one) goes to the frame, which
 * mails a primary code to the current address. Resending is this again with the same address.
 */
export async function requestEmailUpdate(ctx: UpdateContext, newEmail: string): Promise<void> {
  const value = newEmail.trim()
  if (!isValidEmail(value)) throw new Error('Enter a valid e-mail address')
  const last = lastCodeAt.get(ctx.connectors)
  const left = last === undefined ? 0 : last + TIMING.EMAIL_CODE_COOLDOWN_MS - ctx.clock.now()
  if (left > 0) throw latchkeyError('TRY_AGAIN_AFTER_SECONDS', Math.ceil(left / 1000))
  const { action } = await updater(ctx).updateEmail(value)
  lastCodeAt.set(ctx.connectors, ctx.clock.now())
  const view =
    action === 'VERIFY_SECONDARY_OTP' ? 'UpdateEmailSecondaryOtp' : 'UpdateEmailPrimaryOtp'
  // A resend from the code view pushes that same view, which the router ignores (SPEC §2).
  ctx.router.push(view, { newEmail: value })
}

/** The primary code (from the current address); the frame then mails the new one its code. */
export async function confirmPrimaryCode(
  ctx: UpdateContext,
  newEmail: string,
  otp: string,
): Promise<void> {
  await updater(ctx).updateEmailPrimaryOtp(sixDigits(otp))
  ctx.router.replace('UpdateEmailSecondaryOtp', { newEmail })
}

/** The secondary code (from the new address): the wallet's e-mail is now the new one. */
export async function confirmSecondaryCode(
  ctx: UpdateContext,
  newEmail: string,
  otp: string,
): Promise<void> {
  await updater(ctx).updateEmailSecondaryOtp(sixDigits(otp))
  ctx.router.reset('Account')
  ctx.snack.showSuccess({ code: 'EMAIL_UPDATED', params: { email: newEmail } })
}
