import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../../test/fakes/fakeApi'
import { connectWallet, createTestCore, renderModal, settle } from '../../../test/fakes/testCore'

const RECEIVER = '0x3333333333333333333333333333333333333333'

async function openSend() {
  const t = createTestCore({ api: createFakeApi().api })
  await connectWallet(t)
  await renderModal(t, { view: 'WalletSend' })
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount' })).toBeTruthy())
  await settle()
  return t
}

describe('WalletSend view (on demand)', () => {
  it('loads lazily and shows token, amount and receiver fields', async () => {
    await openSend()
    expect(screen.getByRole('combobox', { name: 'Token' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Recipient address' })).toBeTruthy()
    expect(screen.getByText('Available: 1.234 ETH')).toBeTruthy()
  })

  it('refuses an incomplete form with the catalogue text', async () => {
    await openSend()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter a valid amount and receiver address',
    )
  })

  it('sends native currency and returns to Account with "Transaction started"', async () => {
    const t = await openSend()
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '0.5')
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipient address' }), RECEIVER)
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await settle()
    expect(t.ctx.router.state.view).toBe('Account')
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toBe(
      'Transaction started',
    )
  })

  it('warns of the network fee for a token send when the native balance is zero (SPEC §5)', async () => {
    const t = await openSend()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Token' }),
      screen.getByRole('option', { name: /LUSD/ }),
    )
    expect(screen.queryByText('Not enough ETH to pay the network fee.')).toBeNull()
    t.ctx.chain.setAccount('eip155', { balance: '0' })
    await waitFor(() =>
      expect(screen.getByText('Not enough ETH to pay the network fee.')).toBeTruthy(),
    )
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true)
  })

  it('switches to a token and fills Max from its balance', async () => {
    const t = await openSend()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Token' }),
      screen.getByRole('option', { name: /LUSD/ }),
    )
    expect(t.ctx.send.state.token?.symbol).toBe('LUSD')
    await userEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(
      '1234.5678',
    )
  })
})
