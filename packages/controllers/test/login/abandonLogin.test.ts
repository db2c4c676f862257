import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { createMemoryStorage, STARTUP_ERRORS } from '@latchkey/core'
import { createTestCore, type TestCore } from '@latchkey/test-fakes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pendingRequestsOf } from '../../src/embedded/pendingRequestsOf'
import { abandonLogin } from '../../src/login/abandonLogin'
import { approveDevice } from '../../src/login/approveDevice'
import { completeSocialLogin } from '../../src/login/completeSocialLogin'
import { requestEmailCode } from '../../src/login/requestEmailCode'
import { heldSocialPopups } from '../../src/login/socialPopup'
import { startFarcasterLogin } from '../../src/login/startFarcasterLogin'
import { startSocialLogin } from '../../src/login/startSocialLogin'
import { verifyEmailCode } from '../../src/login/verifyEmailCode'
import { coreWithFrame, embeddedFrame, fakePopup } from './loginFixtures'

/** A promise the test settles, for a frame step still waiting. */
function later<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (reason: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A visitor already connected on solana, now logging in with e-mail on eip155. */
async function connectedOnSolana(t: TestCore) {
  await Connection.connect(t.ctx, { connectorId: t.solWallet.id, namespace: 'solana' })
  Chain.setActiveNamespace(t.ctx, 'eip155')
  expect(Chain.isConnected(t.ctx)).toBe(false)
  expect(Connection.state(t.ctx).status).toBe('connected')
}

afterEach(() => {
  vi.unstubAllGlobals()
  expect(heldSocialPopups()).toBe(0)
})

describe('a login the visitor walks away from ends (SPEC §4, §8)', () => {
  it('on the code view: status returns to disconnected, the waiting step is aborted', async () => {
    const frame = embeddedFrame(['VERIFY_OTP'])
    const t = await coreWithFrame(frame)
    await requestEmailCode(t.ctx, { email: 'ada@example.com' })
    frame.provider.connectOtp = () => pendingRequestsOf(t.ctx).add<void>('otp')
    const verifying = verifyEmailCode(t.ctx, { code: '123456' })
    expect(pendingRequestsOf(t.ctx).size).toBe(1)
    expect(abandonLogin(t.ctx)).toEqual({ abandoned: true })
    expect(await verifying).toEqual({ status: 'ABANDONED' })
    expect(pendingRequestsOf(t.ctx).size).toBe(0)
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('before the frame answered the e-mail: its late answer changes nothing', async () => {
    const frame = embeddedFrame()
    const answer = later<{ action: 'VERIFY_OTP' }>()
    frame.provider.connectEmail = () => answer.promise
    const t = await coreWithFrame(frame)
    const requesting = requestEmailCode(t.ctx, { email: 'ada@example.com' })
    expect(Connection.state(t.ctx).status).toBe('connecting')
    Modal.close(t.ctx)
    abandonLogin(t.ctx)
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    answer.resolve({ action: 'VERIFY_OTP' })
    expect(await requesting).toEqual({ action: 'ABANDONED' })
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    expect(Router.state(t.ctx).view).not.toBe('EmailVerifyOtp')
  })

  it('while the device approval waits: the approval that comes later shows no code view', async () => {
    const frame = embeddedFrame(['VERIFY_DEVICE'])
    const t = await coreWithFrame(frame)
    await requestEmailCode(t.ctx, { email: 'bo@example.com' })
    const approval = later<void>()
    frame.provider.connectDevice = () => approval.promise
    const approving = approveDevice(t.ctx, { email: 'bo@example.com' })
    Router.goBack(t.ctx)
    abandonLogin(t.ctx)
    approval.resolve()
    expect(await approving).toEqual({ status: 'ABANDONED' })
    expect(Router.state(t.ctx).view).toBe('Connect')
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('with another namespace connected: status returns to connected, not disconnected', async () => {
    const frame = embeddedFrame(['VERIFY_OTP', new Error('Too many codes asked for')])
    const t = await coreWithFrame(frame)
    await connectedOnSolana(t)
    await requestEmailCode(t.ctx, { email: 'ada@example.com' })
    expect(Connection.state(t.ctx).status).toBe('connecting')
    abandonLogin(t.ctx)
    expect(Connection.state(t.ctx).status).toBe('connected')
    // An error ends it the same way.
    await expect(requestEmailCode(t.ctx, { email: 'ada@example.com' })).rejects.toThrow(
      'Too many codes asked for',
    )
    expect(Connection.state(t.ctx).status).toBe('connected')
    expect(Chain.isConnected(t.ctx, 'solana')).toBe(true)
  })

  it('a reload half-way: the next page starts disconnected, or with the earlier connection', async () => {
    const storage = createMemoryStorage()
    const frame = embeddedFrame(['VERIFY_OTP', 'VERIFY_OTP'])
    const first = await coreWithFrame(frame, { storage })
    await requestEmailCode(first.ctx, { email: 'ada@example.com' })
    expect(Connection.state(first.ctx).status).toBe('connecting')
    const reloaded = createTestCore({
      storage,
      wallets: { authWallet: { provider: frame.provider } },
    })
    await reloaded.core.ready
    expect(Connection.state(reloaded.ctx).status).toBe('disconnected')

    const withSolana = await coreWithFrame(frame, { storage: createMemoryStorage() })
    await connectedOnSolana(withSolana)
    await requestEmailCode(withSolana.ctx, { email: 'ada@example.com' })
    const again = createTestCore({
      storage: withSolana.storage,
      persistedWallets: ['solana/sol.test.wallet'],
    })
    await again.core.ready
    await vi.waitFor(() => expect(Connection.state(again.ctx).status).toBe('connected'))
    expect(Chain.isConnected(again.ctx, 'solana')).toBe(true)
  })

  it('the social popup closed first: the login ends, status back, nothing held', async () => {
    const popup = fakePopup()
    vi.stubGlobal('open', () => popup)
    const frame = embeddedFrame()
    frame.provider.waitForSocialResult = async () => {
      throw new Error(STARTUP_ERRORS.REQUEST_ABORTED)
    }
    const t = await coreWithFrame(frame)
    startSocialLogin(t.ctx, { social: 'github' })
    expect(Router.state(t.ctx).view).toBe('ConnectingSocial')
    await expect(completeSocialLogin(t.ctx)).rejects.toThrow('Request was aborted')
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('with no social login to serve, the popup the click opened closes', async () => {
    const popup = fakePopup()
    vi.stubGlobal('open', () => popup)
    const { getSocialRedirectUri: _none, ...emailOnly } = embeddedFrame().provider
    const t = await coreWithFrame({ ...embeddedFrame(), provider: emailOnly as never })
    startSocialLogin(t.ctx, { social: 'github' })
    await expect(completeSocialLogin(t.ctx)).rejects.toThrow('Address or auth connector not found')
    expect(popup.closed).toBe(true)
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('leaving ConnectingSocial closes the popup and ends the login', async () => {
    const popup = fakePopup()
    vi.stubGlobal('open', () => popup)
    const frame = embeddedFrame()
    const result = later<string>()
    frame.provider.waitForSocialResult = () => result.promise
    const t = await coreWithFrame(frame)
    startSocialLogin(t.ctx, { social: 'github' })
    const login = completeSocialLogin(t.ctx)
    await vi.waitFor(() => expect(popup.location.href).toBe('https://oauth.test/github?state=1'))
    expect(Connection.state(t.ctx).status).toBe('connecting')
    Router.goBack(t.ctx)
    abandonLogin(t.ctx)
    expect(popup.closed).toBe(true)
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    result.reject(new Error('closed'))
    expect(await login).toEqual({ status: 'ABANDONED' })
  })

  it('a social login made: connected, popup let go', async () => {
    const popup = fakePopup()
    vi.stubGlobal('open', () => popup)
    const frame = embeddedFrame()
    const t = await coreWithFrame(frame)
    startSocialLogin(t.ctx, { social: 'discord' })
    expect(Chain.getAccount(t.ctx, 'eip155')?.socialProvider).toBe('discord')
    expect(await completeSocialLogin(t.ctx)).toEqual({ status: 'CONNECTED' })
    expect(frame.calls.social).toEqual(['https://oauth.test/discord?state=1'])
    expect(Connection.state(t.ctx).status).toBe('connected')
    expect(popup.closed).toBe(true)
  })

  it('leaving ConnectingFarcaster while the app signs in: status back, the link gone', async () => {
    const frame = embeddedFrame()
    const signIn = later<{ userName: string }>()
    frame.provider.connectFarcaster = () => signIn.promise
    const t = await coreWithFrame(frame)
    startSocialLogin(t.ctx, { social: 'farcaster' })
    expect(Router.state(t.ctx).view).toBe('ConnectingFarcaster')
    const login = startFarcasterLogin(t.ctx)
    await vi.waitFor(() =>
      expect(Chain.getAccount(t.ctx, 'eip155')?.farcasterUrl).toBe(
        'https://farcaster.test/~/siwf?channelToken=abc',
      ),
    )
    Modal.close(t.ctx)
    abandonLogin(t.ctx)
    expect(Connection.state(t.ctx).status).toBe('disconnected')
    expect(Chain.getAccount(t.ctx, 'eip155')?.farcasterUrl).toBeUndefined()
    signIn.resolve({ userName: 'alice' })
    expect(await login).toEqual({ status: 'ABANDONED' })
    expect(Chain.isConnected(t.ctx)).toBe(false)
  })

  it('a Farcaster failure ends the login with its text', async () => {
    const frame = embeddedFrame()
    frame.provider.farcasterUri = async () => {
      throw new Error('This sign-in channel has expired. Start again.')
    }
    const t = await coreWithFrame(frame)
    await expect(startFarcasterLogin(t.ctx)).rejects.toThrow(
      'This sign-in channel has expired. Start again.',
    )
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('a login that connected is left as it is', async () => {
    const frame = embeddedFrame(['CONNECT'])
    const t = await coreWithFrame(frame)
    await requestEmailCode(t.ctx, { email: 'ada@example.com' })
    expect(abandonLogin(t.ctx)).toEqual({ abandoned: false })
    expect(Connection.state(t.ctx).status).toBe('connected')
  })
})
