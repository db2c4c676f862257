import {
  type CoreContext,
  type EmbeddedAuthProvider,
  isEmbeddedAuthProvider,
} from '@latchkey/controllers'
import { ERRORS, isValidEmail, latchkeyError, TIMING } from '@latchkey/core'

// Loaded with the e-mail views only, so an app without e-mail login never carries it.
type LoginContext = Pick<CoreContext, 'clock' | 'router' | 'connection' | 'connectors'>

/** The last code asked per core, for SPEC §5's 30 s resend rule (the server enforces it too). */
const lastCodeAt = new WeakMap<object, number>()

function authProvider(ctx: LoginContext): { provider: EmbeddedAuthProvider; connectorId: string } {
  const connector = ctx.connectors.getAuthConnector()
  if (!connector || !isEmbeddedAuthProvider(connector.provider))
    throw latchkeyError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  return { provider: connector.provider, connectorId: connector.id }
}

/** Refused within 30 s of the last code: 'Please try again after {n} seconds' (SPEC §8). */
function checkCoolDown(ctx: LoginContext) {
  const last = lastCodeAt.get(ctx.connectors)
  const left = last === undefined ? 0 : last + TIMING.EMAIL_CODE_COOLDOWN_MS - ctx.clock.now()
  if (left > 0) throw latchkeyError('TRY_AGAIN_AFTER_SECONDS', Math.ceil(left / 1000))
}

/** The seconds of the frame's cool-down refusal (SPEC §8's text), or undefined for any other. */
function coolDownSeconds(error: unknown): number | undefined {
  const message = error instanceof Error ? error.message : ''
  const seconds = Number(/\d+/.exec(message)?.[0])
  return seconds > 0 && message === ERRORS.TRY_AGAIN_AFTER_SECONDS(seconds) ? seconds : undefined
}

/**
 * SPEC §4 embedded login, first step: the e-mail goes to the frame, which answers with the next
 * step; status is 'connecting' while the login runs. Not held back by the modal's own cool-down:
 * a known device logs in without a code (issue 32), and the server refuses a code too early. That
 * refusal means a code for this address was mailed under 30 s ago and is still valid (10 min):
 * the visitor goes to the code view to type it, and its resend waits out the remaining seconds.
 */
export async function submitEmail(ctx: LoginContext, email: string): Promise<void> {
  const value = email.trim()
  if (!isValidEmail(value)) throw new Error('Enter a valid e-mail address')
  const { provider } = authProvider(ctx)
  ctx.connection.setStatus('connecting')
  try {
    const { action } = await provider.connectEmail(value)
    // A known device's login (CONNECT) mailed nothing, so it starts no cool-down (issue 32).
    if (action !== 'CONNECT') lastCodeAt.set(ctx.connectors, ctx.clock.now())
    if (action === 'VERIFY_DEVICE') ctx.router.push('EmailVerifyDevice', { email: value })
    else if (action === 'VERIFY_OTP') ctx.router.push('EmailVerifyOtp', { email: value })
    else await finishLogin(ctx)
  } catch (error) {
    const seconds = coolDownSeconds(error)
    if (seconds !== undefined) {
      lastCodeAt.set(
        ctx.connectors,
        ctx.clock.now() - TIMING.EMAIL_CODE_COOLDOWN_MS + seconds * 1000,
      )
      ctx.router.push('EmailVerifyOtp', { email: value })
      return
    }
    ctx.connection.setStatus('disconnected')
    throw error
  }
}

/** The code view's "resend": refused by the modal within 30 s of the last code (SPEC §5/§8). */
export async function resendCode(ctx: LoginContext, email: string): Promise<void> {
  checkCoolDown(ctx)
  await submitEmail(ctx, email)
}

/** The device was approved from the mail; the code follows (SPEC §4). */
export async function confirmDevice(ctx: LoginContext, email: string): Promise<void> {
  await authProvider(ctx).provider.connectDevice()
  lastCodeAt.set(ctx.connectors, ctx.clock.now())
  ctx.router.replace('EmailVerifyOtp', { email })
}

/** The code from the mail; then the wallet connects like any other (SPEC §4). */
export async function submitOtp(ctx: LoginContext, otp: string): Promise<void> {
  if (!/^\d{6}$/.test(otp.trim())) throw new Error('Enter the six-digit code')
  await authProvider(ctx).provider.connectOtp(otp.trim())
  await finishLogin(ctx)
}

async function finishLogin(ctx: LoginContext): Promise<void> {
  const { connectorId } = authProvider(ctx)
  await ctx.connection.connect({ connectorId })
}
