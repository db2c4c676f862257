import { describe, expect, it, vi } from 'vitest'
import { resendCode, submitEmail } from './emailLogin'

/** The modal's side of submitEmail, and a frame that answers each e-mail with `actions` in turn. */
function login(actions: ('CONNECT' | 'VERIFY_OTP' | 'VERIFY_DEVICE' | Error)[]) {
  const clock = { at: 1_000_000 }
  const provider = {
    bindHost() {},
    connectOtp: async () => {},
    connectEmail: vi.fn(async () => {
      const next = actions.shift()
      if (next instanceof Error) throw next
      return { action: next as string }
    }),
  }
  const ctx = {
    clock: { now: () => clock.at },
    router: { push: vi.fn(), replace: vi.fn() },
    connection: { setStatus: vi.fn(), connect: vi.fn(async () => {}) },
    connectors: { getAuthConnector: () => ({ id: 'auth', provider }) },
  }
  // biome-ignore lint/suspicious/noExplicitAny: the parts of CoreContext submitEmail uses
  return { clock, provider, ctx: ctx as any, spies: ctx }
}

describe('submitEmail and a known device (SPEC §7 CONNECT, issue 32)', () => {
  it('CONNECT connects at once, with no code view and no cool-down', async () => {
    const { ctx, spies, clock, provider } = login(['CONNECT', 'VERIFY_OTP', 'VERIFY_OTP'])
    await submitEmail(ctx, 'ada@example.com')
    expect(spies.connection.connect).toHaveBeenCalledWith({ connectorId: 'auth' })
    expect(spies.router.push).not.toHaveBeenCalled()

    // No code was mailed: another login at once is not held back...
    await submitEmail(ctx, 'bo@example.com')
    expect(spies.router.push).toHaveBeenCalledWith('EmailVerifyOtp', { email: 'bo@example.com' })
    // ...while a resend of a code asked a moment ago is, by the modal (SPEC §8 text, 30 s).
    clock.at += 1_000
    await expect(resendCode(ctx, 'bo@example.com')).rejects.toThrow(
      'Please try again after 29 seconds',
    )
    expect(spies.connection.setStatus).not.toHaveBeenLastCalledWith('disconnected')
    expect(provider.connectEmail).toHaveBeenCalledTimes(2)
    clock.at += 29_000
    await resendCode(ctx, 'bo@example.com')
    expect(provider.connectEmail).toHaveBeenCalledTimes(3)
  })

  it('a known device logs in within 30 s of a code mailed to the same address', async () => {
    // Log in with a code, disconnect, log in again with the same e-mail 5 s later: the frame
    // answers CONNECT (its device key), so the modal must not refuse with its own cool-down.
    const { ctx, spies, clock, provider } = login(['VERIFY_OTP', 'CONNECT'])
    await submitEmail(ctx, 'cy@example.com')
    expect(spies.router.push).toHaveBeenCalledWith('EmailVerifyOtp', { email: 'cy@example.com' })
    clock.at += 5_000
    await submitEmail(ctx, 'cy@example.com')
    expect(provider.connectEmail).toHaveBeenCalledTimes(2)
    expect(spies.connection.connect).toHaveBeenCalledWith({ connectorId: 'auth' })
  })
})

describe("submitEmail and the frame's cool-down (a code mailed under 30 s ago)", () => {
  it('goes to the code view for that address; resend counts down the remaining seconds', async () => {
    // The modal was left (Escape, reload) on "Confirm your email"; the code mailed then is
    // still valid, and the frame's server refuses another within 30 s (SPEC §8's text).
    const { ctx, spies, clock, provider } = login([
      new Error('Please try again after 23 seconds'),
      'VERIFY_OTP',
    ])
    await submitEmail(ctx, ' dee@example.com ')
    expect(spies.router.push).toHaveBeenCalledWith('EmailVerifyOtp', { email: 'dee@example.com' })
    expect(spies.connection.setStatus).toHaveBeenCalledWith('connecting')
    expect(spies.connection.setStatus).not.toHaveBeenCalledWith('disconnected')

    clock.at += 3_000
    await expect(resendCode(ctx, 'dee@example.com')).rejects.toThrow(
      'Please try again after 20 seconds',
    )
    expect(provider.connectEmail).toHaveBeenCalledTimes(1)
    clock.at += 20_000
    await resendCode(ctx, 'dee@example.com')
    expect(provider.connectEmail).toHaveBeenCalledTimes(2)
  })

  it('any other refusal stays on Connect with its text, disconnected', async () => {
    const { ctx, spies } = login([
      new Error('Too many codes asked for: try again later'),
      new Error('Please try again after seconds'),
    ])
    await expect(submitEmail(ctx, 'eve@example.com')).rejects.toThrow(
      'Too many codes asked for: try again later',
    )
    await expect(submitEmail(ctx, 'eve@example.com')).rejects.toThrow(
      'Please try again after seconds',
    )
    expect(spies.router.push).not.toHaveBeenCalled()
    expect(spies.connection.setStatus).toHaveBeenLastCalledWith('disconnected')
  })
})
