import * as Network from '@latchkey/controllers/network'
import type { Transaction } from '@latchkey/core'
import { connectEvm, createTestCore, EVM_ADDRESS, optimism, sepolia } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { isOnRampSupported } from '../../src/index'
import * as OnRamp from '../../src/onramp/index'
import { useProvider } from '../helpers/provider'

const provider = useProvider()

async function connected(options: Parameters<typeof createTestCore>[0] = {}) {
  const t = createTestCore({ provider, ...options })
  t.ledger.credit('eip155:1', EVM_ADDRESS, 10n ** 18n)
  await connectEvm(t)
  await provider.idle()
  return t
}

const purchase = (id: string, status: string, minedAt: string): Transaction => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:1',
    operationType: 'buy',
    status,
    sentFrom: 'Coinbase',
    sentTo: EVM_ADDRESS,
    hash: `0x${'1'.repeat(64)}`,
  },
  transfers: [
    { fungible_info: { symbol: 'LUSD' }, quantity: { numeric: '98.9' }, direction: 'in' },
  ],
})

describe('the Buy button (SPEC §9 on-ramp chains, the onramp feature)', () => {
  it('shows where the feature is on and the provider sells on the network', async () => {
    const t = await connected()
    expect(isOnRampSupported(t.ctx, ['eip155:1'])).toBe(true)
    expect(isOnRampSupported(t.ctx, ['eip155:10'])).toBe(false)
    expect(isOnRampSupported(t.ctx, [])).toBe(false)
    const off = await connected({ features: { onramp: false } })
    expect(isOnRampSupported(off.ctx, ['eip155:1'])).toBe(false)
  })
})

describe('on-ramp controller (SPEC §7, §9)', () => {
  it('loads the options for the active network: its currencies and partners', async () => {
    const t = await connected()
    // The form is the store's onramp slice, made on first use.
    expect(t.ctx.store.onramp).toBeUndefined()
    expect(OnRamp.state(t.ctx)).toBe(t.ctx.store.onramp)
    await OnRamp.initialize(t.ctx)
    expect(OnRamp.state(t.ctx).purchaseCurrencies.map((c) => c.symbol)).toEqual(['LUSD'])
    expect(OnRamp.state(t.ctx).paymentCurrency?.id).toBe('CHF')
    expect(OnRamp.state(t.ctx).partners.map((p) => p.id)).toEqual(['coinbase', 'meld'])
    expect(OnRamp.state(t.ctx).selectedPartner).toBe('coinbase')
    expect(OnRamp.state(t.ctx).fallback).toBe(false)
  })

  it('marks the built-in options when the provider fails', async () => {
    provider.fail('onrampOptions', 500)
    const t = await connected()
    await OnRamp.initialize(t.ctx)
    expect(OnRamp.state(t.ctx).fallback).toBe(true)
    expect(OnRamp.state(t.ctx).paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(OnRamp.state(t.ctx).purchaseCurrency?.symbol).toBe('USDC')
  })

  it('checks the amount against the limits before quoting every partner', async () => {
    const t = await connected()
    await OnRamp.initialize(t.ctx)
    OnRamp.setPaymentAmount(t.ctx, '19.99')
    expect(OnRamp.amountProblem(t.ctx)).toBe('below')
    await OnRamp.fetchQuotes(t.ctx)
    OnRamp.setPaymentAmount(t.ctx, '500.01')
    expect(OnRamp.amountProblem(t.ctx)).toBe('above')
    await OnRamp.fetchQuotes(t.ctx)
    expect(provider.requestsTo('onramp/quote')).toEqual([])
    OnRamp.setPaymentAmount(t.ctx, '100,5')
    expect(OnRamp.state(t.ctx).paymentAmount).toBe('100.5')
    expect(OnRamp.amountProblem(t.ctx)).toBeUndefined()
    await OnRamp.fetchQuotes(t.ctx)
    expect(Object.keys(OnRamp.state(t.ctx).quotes)).toEqual(['coinbase', 'meld'])
    expect(OnRamp.state(t.ctx).quotes.meld?.quoteId).toBe('q-meld')
    const bodies = provider.requestsTo('onramp/quote').map((r) => r.body)
    expect(bodies).toContainEqual({
      purchaseCurrency: 'LUSD',
      paymentCurrency: 'CHF',
      amount: '100.5',
      network: 'ethereum',
      partner: 'meld',
    })
    provider.fail('onrampQuote', 500)
    OnRamp.setPaymentAmount(t.ctx, '100')
    await OnRamp.fetchQuotes(t.ctx)
    expect(OnRamp.state(t.ctx).quotes.coinbase).toMatchObject({ mocked: true })
    provider.fail('onrampQuote', 400)
    OnRamp.setPaymentAmount(t.ctx, '100')
    await expect(OnRamp.fetchQuotes(t.ctx)).rejects.toThrow('HTTP status code: 400')
    expect(OnRamp.state(t.ctx).quotes).toEqual({})
  })

  it('asks for the chosen partner checkout and accepts only http(s) URLs', async () => {
    const t = await connected()
    await OnRamp.initialize(t.ctx)
    OnRamp.setPaymentAmount(t.ctx, '100')
    OnRamp.selectPartner(t.ctx, 'meld')
    await expect(OnRamp.checkoutUrl(t.ctx)).resolves.toBe(
      `http://127.0.0.1:4899/buy?user=${EVM_ADDRESS}`,
    )
    expect(provider.requestsTo('onrampurl')[0]?.body).toMatchObject({
      destinationWallets: [{ address: EVM_ADDRESS, blockchains: ['ethereum'], assets: ['LUSD'] }],
      defaultNetwork: 'ethereum',
      defaultExperience: 'buy',
      presetFiatAmount: '100',
      paymentCurrency: 'CHF',
      partner: 'meld',
    })
    for (const url of [
      'javascript:alert(1)//{user}',
      'data:text/html,x{user}',
      'not a url {user}',
    ]) {
      provider.onrampUrl = url
      await expect(OnRamp.checkoutUrl(t.ctx)).rejects.toThrow('Something went wrong')
    }
    expect(() => OnRamp.selectPartner(t.ctx, 'paypal')).toThrow('Unsupported chain')
    OnRamp.setPaymentAmount(t.ctx, '5')
    await expect(OnRamp.checkoutUrl(t.ctx)).rejects.toThrow('Invalid amount')
  })

  it('lists the purchases of every partner and reads the balances again on a new one', async () => {
    const t = await connected()
    await OnRamp.initialize(t.ctx)
    provider.purchases.set(`meld:${EVM_ADDRESS}`, [
      purchase('a', 'confirmed', '2026-11-01T00:00:00Z'),
    ])
    provider.purchases.set(`coinbase:${EVM_ADDRESS}`, [
      purchase('b', 'pending', '2026-11-02T00:00:00Z'),
    ])
    const first = provider.requestsTo('/balance').length
    await OnRamp.fetchPurchases(t.ctx)
    await provider.idle()
    expect(OnRamp.state(t.ctx).purchases.map((p) => p.id)).toEqual(['b', 'a'])
    expect(provider.requestsTo('/history').map((r) => r.url.searchParams.get('onramp'))).toEqual([
      'coinbase',
      'meld',
    ])
    expect(provider.requestsTo('/balance').length).toBeGreaterThan(first)
    const before = provider.requestsTo('/balance').length
    await OnRamp.fetchPurchases(t.ctx)
    await provider.idle()
    expect(provider.requestsTo('/balance').length).toBe(before)
  })

  it('belongs to its (network, account): a switch drops the form', async () => {
    const t = await connected()
    await OnRamp.initialize(t.ctx)
    OnRamp.setPaymentAmount(t.ctx, '100')
    await OnRamp.fetchQuotes(t.ctx)
    await Network.switchNetwork(t.ctx, optimism)
    expect(OnRamp.state(t.ctx).paymentAmount).toBe('')
    expect(OnRamp.state(t.ctx).quotes).toEqual({})
    expect(OnRamp.state(t.ctx).purchaseCurrencies).toEqual([])
    await OnRamp.initialize(t.ctx)
    // Meld alone sells on Optimism, and no currency of the options has a network there.
    expect(OnRamp.state(t.ctx).partners.map((p) => p.id)).toEqual(['meld'])
    expect(OnRamp.state(t.ctx).purchaseCurrency).toBeUndefined()
  })

  it('refuses namespaces the on-ramp does not serve', async () => {
    const t = createTestCore({ provider, defaultNetwork: sepolia })
    t.evmWallet.chainId = sepolia.id
    await connectEvm(t)
    expect(isOnRampSupported(t.ctx, ['eip155:1'])).toBe(false)
  })
})

describe('amount rules', () => {
  it('takes plain decimals with at most two places within the limits', () => {
    const card = { id: 'card', min: '10.00', max: '7500.00' }
    expect(OnRamp.amountProblemOf('', card)).toBe('empty')
    expect(OnRamp.amountProblemOf('1e3', card)).toBe('invalid')
    expect(OnRamp.amountProblemOf('10.001', card)).toBe('invalid')
    expect(OnRamp.amountProblemOf('0', card)).toBe('invalid')
    expect(OnRamp.amountProblemOf('9.99', card)).toBe('below')
    expect(OnRamp.amountProblemOf('10', card)).toBeUndefined()
    expect(OnRamp.amountProblemOf('7500.00', card)).toBeUndefined()
    expect(OnRamp.amountProblemOf('7500.01', card)).toBe('above')
  })

  it('accepts http(s) checkout URLs only', () => {
    expect(OnRamp.checkedCheckoutUrl('https://pay.example/x')).toBe('https://pay.example/x')
    expect(() => OnRamp.checkedCheckoutUrl('javascript:alert(1)')).toThrow('Something went wrong')
  })
})
