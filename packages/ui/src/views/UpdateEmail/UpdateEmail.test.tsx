import * as Connection from '@latchkey/controllers/connection'
import * as Router from '@latchkey/controllers/router'
import * as Snack from '@latchkey/controllers/snack'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../test/fakes/fakeApi'
import {
  connectWallet,
  createTestCore,
  renderModal,
  settle,
  viewLoaded,
} from '../../../test/fakes/testCore'

/** The embedded wallet's provider as far as the e-mail update uses it. */
function embedded() {
  const provider = {
    bindHost() {},
    reload() {},
    connectEmail: async () => ({ action: 'VERIFY_OTP' as const }),
    connectDevice: async () => {},
    connectOtp: async () => {},
    exportSecret: async () => {},
    updateEmail: vi.fn(async (_email: string) => ({ action: 'VERIFY_PRIMARY_OTP' as const })),
    updateEmailPrimaryOtp: vi.fn(async (_otp: string) => {}),
    updateEmailSecondaryOtp: vi.fn(async (otp: string) => {
      if (otp !== '222222')
        throw new Error('The code is wrong or no longer valid. Ask for a new one.')
    }),
  }
  return provider
}

async function connectedWithEmail() {
  const provider = embedded()
  // Token balances load on the way back to Account: their failure's toast would replace the rest.
  const t = createTestCore({
    without: ['solana'],
    api: createFakeApi().api,
    wallets: { authWallet: { provider } },
  })
  await act(async () => {
    const connecting = Connection.connect(t.ctx, { connectorId: 'auth', namespace: 'eip155' })
    t.evm.approve()
    await connecting
  })
  await renderModal(t)
  return { t, provider }
}

describe('e-mail update views (SPEC §4, §5)', () => {
  it('from Account: the new address, the code from the old one, then from the new one', async () => {
    const { t, provider } = await connectedWithEmail()
    await userEvent.click(await screen.findByRole('button', { name: 'Change email' }))
    await viewLoaded()
    const field = await screen.findByLabelText('New email address')
    await userEvent.type(field, 'not-an-email{Enter}')
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy()
    expect(provider.updateEmail).not.toHaveBeenCalled()
    await userEvent.clear(field)
    await userEvent.type(field, 'new@example.com{Enter}')
    await settle()
    await viewLoaded()
    expect(provider.updateEmail).toHaveBeenCalledWith('new@example.com')
    expect(Router.state(t.ctx).view).toBe('UpdateEmailPrimaryOtp')
    await userEvent.type(await screen.findByLabelText('Code from the email'), '111111{Enter}')
    await settle()
    await viewLoaded()
    expect(provider.updateEmailPrimaryOtp).toHaveBeenCalledWith('111111')
    expect(Router.state(t.ctx).view).toBe('UpdateEmailSecondaryOtp')
    expect(screen.getByText('Enter the code we sent to new@example.com.')).toBeTruthy()

    // A wrong code keeps the view and tells why.
    const code = await screen.findByLabelText('Code from the email')
    await userEvent.type(code, '999999{Enter}')
    await settle()
    // SPEC §4: a toast already showing gives way to the new one after 150 ms.
    await act(async () => t.clock.advance(150))
    expect(Router.state(t.ctx).view).toBe('UpdateEmailSecondaryOtp')
    expect(Snack.state(t.ctx).message).toMatchObject({
      reason: 'The code is wrong or no longer valid. Ask for a new one.',
    })
    await userEvent.clear(code)
    await userEvent.type(code, '222222{Enter}')
    await settle()
    expect(Router.state(t.ctx).view).toBe('Account')
    // The error toast gives way to the success one after 150 ms as well.
    await act(async () => t.clock.advance(150))
    expect(Snack.state(t.ctx).message).toEqual({
      code: 'EMAIL_UPDATED',
      params: { email: 'new@example.com' },
    })
    expect(Snack.state(t.ctx).variant).toBe('success')
  })

  it('is offered for an embedded-wallet account only', async () => {
    const t = createTestCore({ without: ['solana'] })
    await connectWallet(t)
    await renderModal(t)
    expect(Router.state(t.ctx).view).toBe('Account')
    expect(screen.queryByRole('button', { name: 'Change email' })).toBeNull()
  })

  it('refuses a new primary code within 30 s, then sends one after', async () => {
    const { t, provider } = await connectedWithEmail()
    await act(async () => {
      Router.push(t.ctx, 'UpdateEmailWallet')
    })
    await viewLoaded()
    await userEvent.type(
      await screen.findByLabelText('New email address'),
      'two@example.com{Enter}',
    )
    await settle()
    await viewLoaded()
    t.clock.advance(12_000)
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    await settle()
    expect(Snack.state(t.ctx).message).toEqual({
      code: 'TRY_AGAIN_AFTER_SECONDS',
      params: { seconds: 18 },
    })
    expect(screen.getByText('Please try again after 18 seconds')).toBeTruthy()
    expect(provider.updateEmail).toHaveBeenCalledTimes(1)
    t.clock.advance(18_000)
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    await settle()
    expect(provider.updateEmail).toHaveBeenCalledTimes(2)
    expect(Router.state(t.ctx).view).toBe('UpdateEmailPrimaryOtp')
  })
})
