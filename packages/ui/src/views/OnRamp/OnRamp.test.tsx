import * as Router from '@latchkey/controllers/router'
import * as Snack from '@latchkey/controllers/snack'
import type { OnrampQuote, Transaction } from '@latchkey/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, transaction } from '../../../test/fakes/fakeApi'
import { connectWallet, createTestCore, renderModal, settle } from '../../../test/fakes/testCore'

const quote = (partner: string, amount: string): OnrampQuote => ({
  coinbaseFee: { amount: partner === 'coinbase' ? '1.50' : '1.00', currency: 'USD' },
  networkFee: { amount: '0.01', currency: 'USD' },
  paymentSubtotal: { amount: '98.49', currency: 'USD' },
  paymentTotal: { amount, currency: 'USD' },
  purchaseAmount: { amount: '0.039396', currency: 'ETH' },
  quoteId: `${partner}-1`,
})

function onrampApi({
  url = 'http://127.0.0.1:4400/onramp/checkout/abc',
  onramp = ['eip155:1'],
} = {}) {
  const fake = createFakeApi()
  const purchases: Transaction[] = []
  const quotes: string[] = []
  Object.assign(fake.api, {
    fetchSupportedChains: async () => ({ http: ['eip155:1'], ws: [], onramp }),
    getOnrampOptions: async () => ({
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: [
            { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
          ],
        },
      ],
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
        { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
      ],
      partners: [
        { id: 'coinbase', name: 'Coinbase', feePct: 1.5, networks: ['eip155:1'] },
        { id: 'meld', name: 'Meld', feePct: 1, networks: ['eip155:1'] },
      ],
    }),
    getOnrampQuote: async ({ partner, amount }: { partner: string; amount: string }) => {
      quotes.push(`${partner}:${amount}`)
      return quote(partner, amount)
    },
    generateOnRampURL: vi.fn(async () => url),
    fetchTransactions: async ({ onramp: partner }: { onramp?: string }) => ({
      data: partner === 'meld' ? purchases : [],
      next: null,
    }),
  })
  return { ...fake, purchases, quotes }
}

async function openBuy(fake: ReturnType<typeof onrampApi>) {
  const t = createTestCore({ api: fake.api })
  await connectWallet(t)
  await renderModal(t)
  await settle()
  const nav = screen.getByRole('navigation', { name: 'Wallet actions' })
  await userEvent.click(within(nav).getByRole('button', { name: 'Buy' }))
  await screen.findByTestId('onramp-amount')
  await settle()
  return t
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('Buy (SPEC §7, §9)', () => {
  it('shows Buy first, only where the provider sells on the network', async () => {
    const fake = onrampApi()
    const t = createTestCore({ api: fake.api })
    await connectWallet(t)
    await renderModal(t)
    await settle()
    const labels = within(screen.getByRole('navigation', { name: 'Wallet actions' }))
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(labels).toEqual(['Buy', 'Swap', 'Receive', 'Send'])

    const elsewhere = onrampApi({ onramp: ['eip155:10'] })
    const other = createTestCore({ api: elsewhere.api })
    await connectWallet(other)
    await renderModal(other)
    await settle()
    expect(
      screen.getAllByRole('navigation', { name: 'Wallet actions' }).at(-1)?.textContent,
    ).not.toContain('Buy')
  })

  it('keeps the amount within the limits, quotes both partners and opens the chosen checkout', async () => {
    // The activity view polls every 2 s: that interval runs on fake time, the rest on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const fake = onrampApi()
    const t = await openBuy(fake)
    const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const amount = screen.getByLabelText('Amount to pay')
    expect(screen.getByText('Between 10 and 7,500 USD')).toBeTruthy()

    await userEvent.type(amount, '9.99')
    expect(await screen.findByText('The least you can pay is 10 USD')).toBeTruthy()
    await userEvent.clear(amount)
    await userEvent.type(amount, '7500.01')
    expect(await screen.findByText('The most you can pay is 7,500 USD')).toBeTruthy()
    expect(fake.quotes).toEqual([])
    expect((screen.getByTestId('onramp-continue') as HTMLButtonElement).disabled).toBe(true)

    await userEvent.clear(amount)
    await userEvent.type(amount, '100')
    await waitFor(() => expect(fake.quotes).toEqual(['coinbase:100', 'meld:100']))
    await userEvent.click(await screen.findByLabelText(/Meld/))
    const go = screen.getByRole('button', { name: 'Continue with Meld' })
    await waitFor(() => expect((go as HTMLButtonElement).disabled).toBe(false))
    await userEvent.click(go)
    await settle()
    expect(open).toHaveBeenCalledWith('about:blank', '_blank')
    expect(popup.opener).toBeNull()
    expect(popup.location.href).toBe('http://127.0.0.1:4400/onramp/checkout/abc')
    expect(fake.api.generateOnRampURL).toHaveBeenCalledWith(
      expect.objectContaining({ partner: 'meld', paymentAmount: '100', paymentCurrency: 'USD' }),
    )
    expect(Router.state(t.ctx).view).toBe('OnRampActivity')
    expect(await screen.findByText('No purchases yet. They show here once paid.')).toBeTruthy()

    fake.purchases.push(
      transaction('p1', '2026-11-25T10:00:00Z', {
        metadata: {
          minedAt: '2026-11-25T10:00:00Z',
          chain: 'eip155:1',
          operationType: 'buy',
          status: 'confirmed',
          sentFrom: 'Meld',
          sentTo: '0x1111111111111111111111111111111111111111',
        },
        transfers: [
          { direction: 'in', quantity: { numeric: '0.039396' }, fungible_info: { symbol: 'ETH' } },
        ],
      }),
    )
    await act(async () => {
      vi.advanceTimersByTime(2_000)
    })
    const list = await screen.findByTestId('onramp-purchases')
    expect(list.textContent).toContain('+0.039 ETH')
  })

  it('opens nothing but a toast when the checkout URL is not http(s)', async () => {
    const fake = onrampApi({ url: 'javascript:alert(1)' })
    const t = await openBuy(fake)
    const popup = { opener: {}, location: { href: '' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    await userEvent.type(screen.getByLabelText('Amount to pay'), '50')
    const go = await screen.findByRole('button', { name: 'Continue with Coinbase' })
    await waitFor(() => expect((go as HTMLButtonElement).disabled).toBe(false))
    await userEvent.click(go)
    await settle()
    expect(popup.location.href).toBe('')
    expect(popup.close).toHaveBeenCalled()
    expect(Snack.state(t.ctx).message).toEqual({ code: 'SOMETHING_WENT_WRONG' })
    expect(Router.state(t.ctx).view).toBe('OnRampProviders')
  })

  it('toasts a refused quote with the §8 text', async () => {
    const fake = onrampApi()
    Object.assign(fake.api, {
      getOnrampQuote: async () => {
        const { latchkeyError } = await import('@latchkey/core')
        throw latchkeyError('HTTP_STATUS_CODE', 400)
      },
    })
    const t = await openBuy(fake)
    await userEvent.type(screen.getByLabelText('Amount to pay'), '50')
    await waitFor(() =>
      expect(Snack.state(t.ctx).message).toEqual({
        code: 'HTTP_STATUS_CODE',
        params: { status: 400 },
      }),
    )
    expect(await screen.findByText('HTTP status code: 400')).toBeTruthy()
    await act(async () => {})
  })

  it('picks the fiat currency from its list', async () => {
    const fake = onrampApi()
    const t = await openBuy(fake)
    await userEvent.click(screen.getByTestId('onramp-currency'))
    await userEvent.click(await screen.findByTestId('onramp-currency-EUR'))
    await settle()
    expect(Router.state(t.ctx).view).toBe('OnRampProviders')
    expect(screen.getByTestId('onramp-currency').textContent).toBe('EUR')
  })
})
