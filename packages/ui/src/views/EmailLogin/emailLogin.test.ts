import { describe, expect, it, vi } from 'vitest'
import { submitEmail } from './emailLogin'

/** The modal's side of submitEmail, and a frame that answers each e-mail with `actions` in turn. */
function login(actions: ('CONNECT' | 'VERIFY_OTP' | 'VERIFY_DEVICE')[]) {
  const clock = { at: 1_000_000 }
  const provider = {
    bindHost() {},
    connectOtp: async () => {},
    connectEmail: vi.fn(async () => ({ action: actions.shift() as string })),
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
    const { ctx, spies, clock } = login(['CONNECT', 'VERIFY_OTP', 'VERIFY_OTP'])
    await submitEmail(ctx, 'ada@example.com')
    expect(spies.connection.connect).toHaveBeenCalledWith({ connectorId: 'auth' })
    expect(spies.router.push).not.toHaveBeenCalled()

    // No code was mailed: another login at once is not held back...
    await submitEmail(ctx, 'bo@example.com')
    expect(spies.router.push).toHaveBeenCalledWith('EmailVerifyOtp', { email: 'bo@example.com' })
    // ...while a code asked a moment ago is (SPEC §8 text, 30 s).
    clock.at += 1_000
    await expect(submitEmail(ctx, 'bo@example.com')).rejects.toThrow(
      'Please try again after 29 seconds',
    )
  })
})
