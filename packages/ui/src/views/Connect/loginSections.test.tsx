import * as Connection from '@latchkey/controllers/connection'
import * as Router from '@latchkey/controllers/router'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore, renderModal, settle } from '../../../test/fakes/testCore'

/** The frame's answers to a submitted e-mail: a code for ada, a device approval for bo. */
const embedded = {
  bindHost() {},
  reload() {},
  connectEmail: async (email: string) => ({
    action: email.startsWith('bo@') ? ('VERIFY_DEVICE' as const) : ('VERIFY_OTP' as const),
  }),
  connectDevice: () => new Promise<void>(() => {}),
  connectOtp: async () => {},
  exportSecret: async () => {},
  socialLogins: () => ['google', 'x', 'github'] as const,
}

/** The embedded wallet, named as the embedded-wallet package would publish its connector. */
const AUTH = { name: 'Email and socials', provider: embedded }

describe('Connect view: email and social logins (loaded on demand)', () => {
  it('shows neither, and loads neither, without the embedded wallet', async () => {
    const t = createTestCore()
    await renderModal(t)
    await settle()
    expect(screen.queryByLabelText('Email address')).toBeNull()
    expect(screen.queryByRole('list', { name: 'Social sign-in' })).toBeNull()
  })

  it('with the embedded wallet, loads and shows the email field and the social buttons', async () => {
    const t = createTestCore({
      without: ['solana'],
      wallets: { authWallet: AUTH },
      features: { socials: ['google', 'github'] },
    })
    await renderModal(t)
    const email = await screen.findByLabelText('Email address')
    const socials = await screen.findByRole('list', { name: 'Social sign-in' })
    expect(
      within(socials)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Continue with Google', 'Continue with GitHub'])

    // A bad address is refused in place; a good one goes on to the code view.
    await userEvent.type(email, 'not-an-email{Enter}')
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy()
    expect(Router.state(t.ctx).view).toBe('Connect')
    await userEvent.clear(email)
    await userEvent.type(email, 'ada@example.com{Enter}')
    await settle()
    expect(Router.state(t.ctx).view).toBe('EmailVerifyOtp')
    expect(Router.state(t.ctx).data).toMatchObject({ email: 'ada@example.com' })
    // SPEC §4: the login is in progress.
    expect(Connection.state(t.ctx).status).toBe('connecting')
    expect(await screen.findByLabelText('Code from the email')).toBeTruthy()
  })

  it('draws only the socials the embedded wallet can run, in the host order', async () => {
    const t = createTestCore({
      without: ['solana'],
      wallets: { authWallet: AUTH },
      features: { socials: ['github', 'discord', 'google'] },
    })
    await renderModal(t)
    const socials = await screen.findByRole('list', { name: 'Social sign-in' })
    expect(
      within(socials)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Continue with GitHub', 'Continue with Google'])
  })

  it('draws no social button for an embedded wallet without social logins', async () => {
    const { socialLogins: _none, ...emailOnly } = embedded
    const t = createTestCore({
      without: ['solana'],
      wallets: { authWallet: { name: 'Email', provider: emailOnly } },
    })
    await renderModal(t)
    expect(await screen.findByLabelText('Email address')).toBeTruthy()
    await settle()
    expect(screen.queryByRole('list', { name: 'Social sign-in' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull()
  })

  it.each([
    ['collapseWallets: true', { collapseWallets: true }],
    ['emailShowWallets: false', { emailShowWallets: false }],
  ])('with %s folds the wallets into one button beside the e-mail login', async (_, features) => {
    const t = createTestCore({ without: ['solana'], wallets: { authWallet: AUTH }, features })
    await renderModal(t)
    expect(await screen.findByLabelText('Email address')).toBeTruthy()
    await settle()
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }))
    await settle()
    expect(Router.state(t.ctx).view).toBe('ConnectWallets')
    const wallets = screen.getByRole('list', { name: 'Wallets' })
    expect(within(wallets).getByRole('button', { name: /Dev Wallet/ })).toBeTruthy()
  })

  it('lists the wallets by default, and always when there is no login to fold them beside', async () => {
    const shown = createTestCore({ without: ['solana'], wallets: { authWallet: AUTH } })
    await renderModal(shown)
    expect(await screen.findByLabelText('Email address')).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Wallets' })).toBeTruthy()
    cleanup()
    const noLogin = createTestCore({ features: { collapseWallets: true, emailShowWallets: false } })
    await renderModal(noLogin)
    await settle()
    expect(screen.getByRole('list', { name: 'Wallets' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
  })

  it('a known account on a new device goes to device verification', async () => {
    const t = createTestCore({ without: ['solana'], wallets: { authWallet: AUTH } })
    await renderModal(t)
    await userEvent.type(await screen.findByLabelText('Email address'), 'bo@example.com{Enter}')
    await settle()
    expect(Router.state(t.ctx).view).toBe('EmailVerifyDevice')
  })
})
