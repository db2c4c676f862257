import * as Chain from '@latchkey/controllers/chain'
import * as Router from '@latchkey/controllers/router'
import * as Send from '@latchkey/controllers/send'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../../test/fakes/fakeApi'
import {
  connectWallet,
  createTestCore,
  renderModal,
  settle,
  viewLoaded,
} from '../../../test/fakes/testCore'

const RECEIVER = '0x3333333333333333333333333333333333333333'

async function fillForm(amount: string, receiver = RECEIVER) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), amount)
  await userEvent.type(screen.getByRole('textbox', { name: 'Recipient address' }), receiver)
  await userEvent.click(screen.getByRole('button', { name: 'Review' }))
  await viewLoaded()
  await settle()
}

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
    // Amount and symbol in one left-to-right isolate (U+2066 … U+2069), so they keep their order
    // inside a right-to-left sentence.
    expect(screen.getByText('Available: \u20661.234 ETH\u2069')).toBeTruthy()
  })

  it('refuses an incomplete form with the catalogue text', async () => {
    await openSend()
    await userEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter a valid amount and receiver address',
    )
  })

  it('reviews, then sends native currency and returns to Account with "Transaction started"', async () => {
    const t = await openSend()
    await fillForm('0.5')
    expect(Router.state(t.ctx).view).toBe('WalletSendPreview')
    expect(screen.getByText('0.5 ETH')).toBeTruthy()
    expect(screen.getByText(RECEIVER)).toBeTruthy()
    expect(screen.getByText('Ethereum')).toBeTruthy()
    // 21 000 gas at the test chain's 1 gwei: 0.000021 ETH, below what 3 decimals show.
    expect(screen.getByText('<0.001 ETH')).toBeTruthy()
    expect(t.ledger.balanceOf('eip155:1', RECEIVER)).toBe(0n)
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and send' }))
    await settle()
    expect(Router.state(t.ctx).view).toBe('Account')
    expect(t.ledger.balanceOf('eip155:1', RECEIVER)).toBe(500_000_000_000_000_000n)
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toBe(
      'Transaction started',
    )
  })

  it('keeps the review after a refused send, with the §8 toast, and sends on a retry', async () => {
    const t = await openSend()
    await fillForm('0.5')
    t.evm.wallets[0]?.refuseNext('send')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and send' }))
    await settle()
    expect(Router.state(t.ctx).view).toBe('WalletSendPreview')
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toBe(
      'Something went wrong',
    )
    expect(t.ledger.balanceOf('eip155:1', RECEIVER)).toBe(0n)
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and send' }))
    await settle()
    expect(Router.state(t.ctx).view).toBe('Account')
    expect(t.ledger.balanceOf('eip155:1', RECEIVER)).toBe(500_000_000_000_000_000n)
  })

  it('goes back to the form when a network switch empties it under the review', async () => {
    const t = await openSend()
    await fillForm('0.5')
    expect(Router.state(t.ctx).view).toBe('WalletSendPreview')
    Send.reset(t.ctx)
    await settle()
    expect(Router.state(t.ctx).view).toBe('WalletSend')
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeTruthy()
  })

  it('names the receiver on the review when the name service knows it', async () => {
    const api = createFakeApi()
    api.api.reverseLookupEnsName = async ({ address }) =>
      address === RECEIVER
        ? [{ name: 'carol.latchkey', addresses: { '60': { address: RECEIVER } }, attributes: [] }]
        : []
    const t = createTestCore({ api: api.api })
    await connectWallet(t)
    await renderModal(t, { view: 'WalletSend' })
    await settle()
    await fillForm('0.5')
    await waitFor(() => expect(screen.getByText('carol.latchkey')).toBeTruthy())
  })

  it('fills Max with the native balance less the network fee (SPEC §5)', async () => {
    await openSend()
    await userEvent.click(screen.getByRole('button', { name: 'Max' }))
    // 1.23456 ETH held, 21 000 gas at 1 gwei paid from it.
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(
        '1.234539',
      ),
    )
  })

  it('warns of the network fee for a token send when the native balance is zero (SPEC §5)', async () => {
    const t = await openSend()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Token' }),
      screen.getByRole('option', { name: /LUSD/ }),
    )
    expect(screen.queryByText('Not enough ETH to pay the network fee.')).toBeNull()
    Chain.setAccount(t.ctx, 'eip155', { balance: '0' })
    await waitFor(() =>
      expect(screen.getByText('Not enough ETH to pay the network fee.')).toBeTruthy(),
    )
    expect(screen.getByRole('button', { name: 'Review' }).hasAttribute('disabled')).toBe(true)
  })

  it('switches to a token and fills Max from its balance', async () => {
    const t = await openSend()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Token' }),
      screen.getByRole('option', { name: /LUSD/ }),
    )
    expect(Send.state(t.ctx).token?.symbol).toBe('LUSD')
    await userEvent.click(screen.getByRole('button', { name: 'Max' }))
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(
        '1234.5678',
      ),
    )
  })
})

/** Every transfer the adapter is asked for: a wallet call each. */
function countTransfers(t: Awaited<ReturnType<typeof openSend>>) {
  const calls: unknown[] = []
  const transfer = t.evm.transfer.bind(t.evm)
  t.evm.transfer = (params: Parameters<typeof transfer>[0]) => {
    calls.push(params)
    return transfer(params)
  }
  return calls
}

describe('WalletSend: one check, before any wallet call (SPEC §5, §8)', () => {
  for (const [what, amount, receiver] of [
    ['a bad EVM receiver', '0.5', '0x12'],
    // EIP-55's example with one letter's case changed: mixed case must be the checksum.
    ['a checksum-mismatched receiver', '0.5', '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['amount 0', '0', RECEIVER],
    // 1.23456 ETH held.
    ['an amount above the balance', '1.3', RECEIVER],
  ] as const) {
    it(`refuses ${what} on the form and asks the wallet nothing`, async () => {
      const t = await openSend()
      const calls = countTransfers(t)
      await fillForm(amount, receiver)
      expect(Router.state(t.ctx).view).toBe('WalletSend')
      expect(screen.getByRole('alert').textContent).toBe(
        'Please enter a valid amount and receiver address',
      )
      expect(calls).toHaveLength(0)
      expect(t.ledger.transfers).toHaveLength(0)
    })
  }

  it('refuses on the review when the balance dropped under the amount, asking the wallet nothing', async () => {
    const t = await openSend()
    const calls = countTransfers(t)
    await fillForm('0.5')
    expect(Router.state(t.ctx).view).toBe('WalletSendPreview')
    Chain.setAccount(t.ctx, 'eip155', { balance: '0.4' })
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and send' }))
    await settle()
    expect(Router.state(t.ctx).view).toBe('WalletSendPreview')
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter a valid amount and receiver address',
    )
    expect(calls).toHaveLength(0)
    Chain.setAccount(t.ctx, 'eip155', { balance: '1.23456' })
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and send' }))
    await settle()
    expect(calls).toHaveLength(1)
    expect(Router.state(t.ctx).view).toBe('Account')
  })
})
