import { pendingRequestsOf } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import * as Snack from '@latchkey/controllers/snack'
import { startupError } from '@latchkey/core'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore, renderModal, settle, viewLoaded } from '../../../test/fakes/testCore'

/** The frame's side of the e-mail login: a code for ada, a device approval for bo. */
function frameLogin(otp: () => Promise<void> = async () => {}) {
  const steps = { device: 0 }
  const provider = {
    bindHost() {},
    reload() {},
    connectEmail: async (email: string) => ({
      action: email.startsWith('bo@') ? ('VERIFY_DEVICE' as const) : ('VERIFY_OTP' as const),
    }),
    connectDevice: async () => {
      steps.device++
    },
    connectOtp: otp,
    exportSecret: async () => {},
    socialLogins: () => [] as const,
  }
  return { steps, auth: { name: 'Email and socials', provider } }
}

async function atCodeView(email: string, login = frameLogin()) {
  const t = createTestCore({ without: ['solana'], wallets: { authWallet: login.auth } })
  await renderModal(t)
  await userEvent.type(await screen.findByLabelText('Email address'), `${email}{Enter}`)
  await settle()
  await viewLoaded()
  await settle()
  await viewLoaded()
  return t
}

describe('a login the visitor walks away from ends (SPEC §4, §8)', () => {
  it('going back from the code view returns status to disconnected', async () => {
    const t = await atCodeView('ada@example.com')
    expect(Router.state(t.ctx).view).toBe('EmailVerifyOtp')
    expect(Connection.state(t.ctx).status).toBe('connecting')
    await act(async () => Router.goBack(t.ctx))
    await settle()
    expect(Router.state(t.ctx).view).toBe('Connect')
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('closing the modal on the code view returns status to disconnected', async () => {
    const t = await atCodeView('ada@example.com')
    await act(async () => Modal.close(t.ctx))
    await settle()
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('aborts the step the frame was still waiting on', async () => {
    const login = frameLogin(
      () => new Promise<void>((_, reject) => pendingRequestsOf(t.ctx).add('otp').catch(reject)),
    )
    const t = await atCodeView('ada@example.com', login)
    await userEvent.type(await screen.findByLabelText('Code from the email'), '123456{Enter}')
    await settle()
    expect(pendingRequestsOf(t.ctx).size).toBe(1)
    await act(async () => Router.goBack(t.ctx))
    await settle()
    expect(pendingRequestsOf(t.ctx).size).toBe(0)
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('moving from device approval to the code is the login going on', async () => {
    const login = frameLogin()
    const t = await atCodeView('bo@example.com', login)
    await settle()
    expect(login.steps.device).toBe(1)
    expect(Router.state(t.ctx).view).toBe('EmailVerifyOtp')
    expect(Connection.state(t.ctx).status).toBe('connecting')
  })

  it("an aborted step says 'Something went wrong', not the RPC abort text", async () => {
    const login = frameLogin(async () => {
      throw startupError('REQUEST_ABORTED')
    })
    const t = await atCodeView('ada@example.com', login)
    await userEvent.type(await screen.findByLabelText('Code from the email'), '123456{Enter}')
    await settle()
    expect(Snack.state(t.ctx).message).toEqual({ code: 'SOMETHING_WENT_WRONG' })
  })

  it('Escape on the code view closes the modal and ends the login', async () => {
    const t = await atCodeView('ada@example.com')
    expect(Connection.state(t.ctx).status).toBe('connecting')
    await userEvent.keyboard('{Escape}')
    await settle()
    expect(Modal.state(t.ctx).open).toBe(false)
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })
})

describe('a social login the visitor walks away from ends (SPEC §3 socialWindow, §4)', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** The embedded wallet with GitHub login; its popup answers only when the test says. */
  async function atSocialView() {
    const popup = {
      closed: false,
      location: { href: '' },
      close() {
        popup.closed = true
      },
    }
    const open = vi.fn(() => popup)
    vi.stubGlobal('open', open)
    const provider = {
      ...frameLogin().auth.provider,
      socialLogins: () => ['github'] as const,
      getSocialRedirectUri: async () => 'https://oauth.test/github?state=1',
      waitForSocialResult: () => new Promise<string>(() => {}),
      connectSocial: async () => ({ userName: 'ada' }),
    }
    const t = createTestCore({
      without: ['solana'],
      features: { socials: ['github'] },
      wallets: { authWallet: { name: 'Email and socials', provider } },
    })
    await renderModal(t)
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with GitHub' }))
    await settle()
    await viewLoaded()
    await settle()
    return { t, popup, open }
  }

  it('the click opens the popup, which never goes into state; going back closes it', async () => {
    const { t, popup, open } = await atSocialView()
    expect(open).toHaveBeenCalledTimes(1)
    expect(Router.state(t.ctx).view).toBe('ConnectingSocial')
    expect(popup.location.href).toBe('https://oauth.test/github?state=1')
    expect(Chain.getAccount(t.ctx, 'eip155')?.socialProvider).toBe('github')
    expect(Object.values(Chain.getAccount(t.ctx, 'eip155') ?? {})).not.toContain(popup)
    expect(Connection.state(t.ctx).status).toBe('connecting')
    await act(async () => Router.goBack(t.ctx))
    await settle()
    expect(popup.closed).toBe(true)
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })

  it('closing the modal on ConnectingSocial closes the popup and ends the login', async () => {
    const { t, popup } = await atSocialView()
    await act(async () => Modal.close(t.ctx))
    await settle()
    expect(popup.closed).toBe(true)
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })
})
