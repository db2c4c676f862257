import {
  cancelLogin,
  getSocialProviders,
  getState,
  loginWithEmail,
  loginWithSocial,
  resendCode,
  verifyCode,
} from '@latchkey/controllers/headless'
import { createTestCore, EVM_ADDRESS } from '@latchkey/test-fakes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { embeddedFrame, fakePopup } from '../login/loginFixtures'

/** A core whose embedded wallet is `frame`, the modal never opened. */
function headlessCore(frame: ReturnType<typeof embeddedFrame>, features = {}) {
  return createTestCore({
    without: ['solana'],
    wallets: { authWallet: { provider: frame.provider } },
    features,
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('e-mail login without the modal (SPEC §4; issue 38 headless)', () => {
  it('e-mail, then the code: connected, the steps in state', async () => {
    const frame = embeddedFrame(['VERIFY_OTP'])
    const t = headlessCore(frame)
    expect(await loginWithEmail(t.ctx, ' ada@example.com ')).toEqual({ step: 'verifyCode' })
    expect(frame.calls.email).toEqual(['ada@example.com'])
    expect(getState(t.ctx)).toMatchObject({
      status: 'connecting',
      login: { step: 'verifyCode', email: 'ada@example.com' },
    })
    expect(await verifyCode(t.ctx, '123456')).toMatchObject({
      address: EVM_ADDRESS,
      connectorId: 'auth',
    })
    expect(getState(t.ctx)).toMatchObject({
      status: 'connected',
      address: EVM_ADDRESS,
      connectorId: 'auth',
      login: { step: 'connected', email: 'ada@example.com' },
    })
  })

  it('refuses a bad address and a code that is not six digits before asking anything', async () => {
    const frame = embeddedFrame(['VERIFY_OTP'])
    const t = headlessCore(frame)
    await expect(loginWithEmail(t.ctx, 'not-an-address')).rejects.toMatchObject({
      code: 'INVALID_EMAIL',
    })
    expect(getState(t.ctx)).toMatchObject({
      login: { step: 'idle' },
      error: { code: 'INVALID_EMAIL' },
    })
    expect(frame.calls.email).toEqual([])
    await loginWithEmail(t.ctx, 'bo@example.com')
    // The next action clears the last error.
    expect(getState(t.ctx).error).toBeUndefined()
    await expect(verifyCode(t.ctx, '12 34')).rejects.toMatchObject({ code: 'INVALID_CODE' })
    expect(frame.calls.otp).toEqual([])
  })

  it('a wrong code keeps the login on the code step for another try', async () => {
    const frame = embeddedFrame(['VERIFY_OTP'])
    const t = headlessCore(frame)
    await loginWithEmail(t.ctx, 'cy@example.com')
    const wrong = await verifyCode(t.ctx, '000000').catch((e) => e)
    expect(wrong).toMatchObject({
      code: 'UNKNOWN_ERROR',
      error: { reason: 'The code is wrong or no longer valid. Ask for a new one.' },
    })
    expect(getState(t.ctx).login.step).toBe('verifyCode')
    expect(getState(t.ctx).status).toBe('connecting')
    await verifyCode(t.ctx, '654321')
    expect(getState(t.ctx).status).toBe('connected')
  })

  it('resend within 30 s: TRY_AGAIN_AFTER_SECONDS with the seconds left (SPEC §8)', async () => {
    const frame = embeddedFrame(['VERIFY_OTP', 'VERIFY_OTP'])
    const t = headlessCore(frame)
    await loginWithEmail(t.ctx, 'di@example.com')
    t.clock.advance(12_000)
    await expect(resendCode(t.ctx)).rejects.toMatchObject({
      code: 'TRY_AGAIN_AFTER_SECONDS',
      params: { seconds: 18 },
    })
    expect(getState(t.ctx).error).toEqual({
      code: 'TRY_AGAIN_AFTER_SECONDS',
      params: { seconds: 18 },
    })
    t.clock.advance(18_000)
    expect(await resendCode(t.ctx)).toEqual({ step: 'verifyCode' })
    expect(frame.calls.email).toEqual(['di@example.com', 'di@example.com'])
  })

  it('a new device: verifyDevice, then verifyCode once the mail link was opened', async () => {
    const frame = embeddedFrame(['VERIFY_DEVICE'])
    const t = headlessCore(frame)
    expect(await loginWithEmail(t.ctx, 'ed@example.com')).toEqual({ step: 'verifyDevice' })
    await expect.poll(() => getState(t.ctx).login.step).toBe('verifyCode')
    expect(frame.calls.device).toBe(1)
  })

  it('a known device connects at once', async () => {
    const t = headlessCore(embeddedFrame(['CONNECT']))
    expect(await loginWithEmail(t.ctx, 'fi@example.com')).toEqual({ step: 'connected' })
    expect(getState(t.ctx).status).toBe('connected')
  })

  it('cancelLogin: the login ends, status returns to disconnected', async () => {
    const t = headlessCore(embeddedFrame(['VERIFY_OTP']))
    await loginWithEmail(t.ctx, 'gu@example.com')
    cancelLogin(t.ctx)
    expect(getState(t.ctx)).toMatchObject({ status: 'disconnected', login: { step: 'idle' } })
  })

  it('no embedded wallet: ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', async () => {
    const t = createTestCore({ without: ['solana', 'auth'] })
    await expect(loginWithEmail(t.ctx, 'ha@example.com')).rejects.toMatchObject({
      code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
    })
    expect(getState(t.ctx).login.step).toBe('idle')
  })
})

describe('social login without the modal (SPEC §4)', () => {
  it('opens the popup in the click, connects when the provider answered', async () => {
    const frame = embeddedFrame()
    frame.provider.socialLogins = () => ['google', 'github'] as never
    const t = headlessCore(frame, { socials: ['google', 'x', 'github'] })
    expect(getSocialProviders(t.ctx)).toEqual(['google', 'github'])
    const popup = fakePopup()
    let opened = 0
    vi.stubGlobal('open', () => {
      opened++
      return popup
    })
    const login = loginWithSocial(t.ctx, 'google')
    // In the click itself, before any await: the browser lets the popup open.
    expect(opened).toBe(1)
    expect(getState(t.ctx)).toMatchObject({ status: 'connecting', login: { step: 'social' } })
    expect(await login).toMatchObject({ address: EVM_ADDRESS, connectorId: 'auth' })
    expect(frame.calls.social).toEqual(['https://oauth.test/google?state=1'])
    expect(getState(t.ctx)).toMatchObject({
      status: 'connected',
      login: { step: 'connected', social: 'google' },
    })
  })

  it('the popup closed first: the login ends with a code', async () => {
    const frame = embeddedFrame()
    frame.provider.waitForSocialResult = async () => {
      throw new Error('The popup was closed')
    }
    const t = headlessCore(frame)
    vi.stubGlobal('open', () => fakePopup())
    await expect(loginWithSocial(t.ctx, 'github')).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
    })
    expect(getState(t.ctx)).toMatchObject({ status: 'disconnected', login: { step: 'idle' } })
  })

  it('Farcaster: its link in state until approved', async () => {
    const frame = embeddedFrame()
    let approve!: () => void
    frame.provider.connectFarcaster = () =>
      new Promise((resolve) => {
        approve = () => resolve({ userName: 'alice' })
      })
    const t = headlessCore(frame)
    const login = loginWithSocial(t.ctx, 'farcaster')
    await expect
      .poll(() => getState(t.ctx).login.farcasterUrl)
      .toBe('https://farcaster.test/~/siwf?channelToken=abc')
    approve()
    await login
    expect(getState(t.ctx).status).toBe('connected')
  })
})
