import type { EmbeddedAuthProvider } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Connectors from '@latchkey/controllers/connectors'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestCore, renderModal } from '../../../test/fakes/testCore'

/** The embedded wallet's Farcaster half as the view calls it; the test decides its answers. */
function farcasterWallet(uri: () => Promise<{ url: string }>) {
  let signIn: (answer: { userName: string }) => void = () => {}
  const provider = {
    bindHost() {},
    connectEmail: async () => ({ action: 'VERIFY_OTP' as const }),
    connectDevice: async () => {},
    connectOtp: async () => {},
    exportSecret: async () => {},
    reload: vi.fn(),
    farcasterUri: vi.fn(uri),
    connectFarcaster: vi.fn(
      () =>
        new Promise<{ userName: string }>((resolve) => {
          signIn = resolve
        }),
    ),
  } satisfies EmbeddedAuthProvider
  return { provider, signIn: (userName: string) => signIn({ userName }) }
}

/** The test core's own AUTH wallet connects; `wallet`'s provider stands in for its login half. */
const coreWith = (
  wallet: ReturnType<typeof farcasterWallet>,
  options: Parameters<typeof createTestCore>[0] = {},
) =>
  createTestCore({
    without: ['solana'],
    wallets: { authWallet: { provider: wallet.provider } },
    ...options,
  })

const LINK = 'https://farcaster.test/~/siwf?channelToken=abc'

describe('ConnectingFarcaster view', () => {
  it('waits for the link, then shows it as QR code and https link only', async () => {
    let give: (answer: { url: string }) => void = () => {}
    const wallet = farcasterWallet(() => new Promise((resolve) => (give = resolve)))
    const t = coreWith(wallet)
    await renderModal(t, { view: 'ConnectingFarcaster' })
    expect(screen.getByRole('status').textContent).toBe('Preparing the sign-in link')
    // The view asks for the link from an effect, which may run after the view is on screen.
    await waitFor(() => expect(wallet.provider.farcasterUri).toHaveBeenCalled())
    await act(async () => give({ url: LINK }))
    expect(screen.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')).toBe(LINK)
    await act(async () =>
      Chain.setAccountProp(t.ctx, 'eip155', 'farcasterUrl', 'javascript:alert(1)'),
    )
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('connects the embedded wallet once the Farcaster app signed in (SPEC §7)', async () => {
    const wallet = farcasterWallet(async () => ({ url: LINK }))
    const t = coreWith(wallet, { approval: 'auto' })
    expect(Connectors.getAuthConnector(t.ctx)?.provider).toBe(wallet.provider)
    await renderModal(t, { view: 'ConnectingFarcaster' })
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open Farcaster' })).toBeTruthy())
    expect(Connection.state(t.ctx).status).toBe('connecting')
    await act(async () => wallet.signIn('alice'))
    await waitFor(() => expect(Chain.isConnected(t.ctx)).toBe(true))
    expect(Connectors.state(t.ctx).activeConnectorIds.eip155).toBe('auth')
    expect(wallet.provider.connectFarcaster).toHaveBeenCalledTimes(1)
  })

  it('shows a failed link as a toast with its text', async () => {
    const t = coreWith(
      farcasterWallet(async () => {
        throw new Error('This sign-in channel has expired. Start again.')
      }),
    )
    await renderModal(t, { view: 'ConnectingFarcaster' })
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain(
        'This sign-in channel has expired. Start again.',
      ),
    )
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })
})

describe('ApproveTransaction view', () => {
  it('explains where to approve and waits', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ApproveTransaction' })
    expect(screen.getByRole('dialog', { name: 'Approve request' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Waiting for your approval')
  })
})
