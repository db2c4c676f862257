import { isValidEmail } from '@latchkey/core'
import { APP_MESSAGES } from '@latchkey/embedded-wallet'
import type { FrameState } from './handleMessage'

type UpdateMessage =
  | typeof APP_MESSAGES.UPDATE_EMAIL
  | typeof APP_MESSAGES.UPDATE_EMAIL_PRIMARY_OTP
  | typeof APP_MESSAGES.UPDATE_EMAIL_SECONDARY_OTP

/**
 * SPEC §4 e-mail update in the frame: the new address, the primary code (sent to the current
 * one), then the secondary (sent to the new one). The last step swaps the session for one of the
 * new address. Device shares are kept under the account, not the address, so this device and every
 * other one of the user still unlock the same wallet (issue 32).
 */
export async function updateEmailStep(
  state: FrameState,
  type: UpdateMessage,
  payload: Record<string, unknown>,
): Promise<unknown> {
  if (type === APP_MESSAGES.UPDATE_EMAIL) {
    // SPEC §5: a valid e-mail address (the server checks it again).
    if (!isValidEmail(payload.email)) throw new Error('Enter a valid e-mail address')
    const to = payload.email.trim().toLowerCase()
    const { email: from } = await state.api.session()
    const answer = await state.api.updateEmail(to)
    state.emailUpdate = { from, to }
    return answer
  }
  if (typeof payload.otp !== 'string' || !/^\d{6}$/.test(payload.otp))
    throw new Error('Enter the six-digit code')
  const pending = state.emailUpdate
  if (!pending) throw new Error('Enter the new e-mail address first')
  if (type === APP_MESSAGES.UPDATE_EMAIL_PRIMARY_OTP)
    return state.api.updateEmailPrimary(pending.to, payload.otp)
  const { email } = await state.api.updateEmailSecondary(pending.to, payload.otp)
  state.emailUpdate = undefined
  await state.wallet.moveTo(pending.from, email)
  // The update revoked this device's key of the old address (issue 32): the next login is a code.
  await state.knownDevice?.forget(pending.from)
  return { email }
}
