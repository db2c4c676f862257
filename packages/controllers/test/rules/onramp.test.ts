import type { Transaction } from '@latchkey/core'
import { connectEvm, createTestCore, EVM_ADDRESS, optimism, sepolia } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { isOnRampSupported } from '../../src/index'
import { amountProblem, checkedCheckoutUrl, onRampControllerOf } from '../../src/onramp/index'
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
    const onramp = onRampControllerOf(t.ctx)
    expect(onRampControllerOf(t.ctx)).toBe(onramp)
    await onramp.initialize()
    expect(onramp.state.purchaseCurrencies.map((c) => c.symbol)).toEqual(['LUSD'])
    expect(onramp.state.paymentCurrency?.id).toBe('CHF')
    expect(onramp.state.partners.map((p) => p.id)).toEqual(['coinbase', 'meld'])
    expect(onramp.state.selectedPartner).toBe('coinbase')
    expect(onramp.state.fallback).toBe(false)
  })

  it('marks the built-in options when the provider fails', async () => {
    provider.fail('onrampOptions', 500)
    const t = await connected()
    const onramp = onRampControllerOf(t.ctx)
    await onramp.initialize()
    expect(onramp.state.fallback).toBe(true)
    expect(onramp.state.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(onramp.state.purchaseCurrency?.symbol).toBe('USDC')
  })

  it('checks the amount against the limits before quoting every partner', async () => {
    const t = await connected()
    const onramp = onRampControllerOf(t.ctx)
    await onramp.initialize()
    onramp.setPaymentAmount('19.99')
    expect(onramp.amountProblem()).toBe('below')
    await onramp.fetchQuotes()
    onramp.setPaymentAmount('500.01')
    expect(onramp.amountProblem()).toBe('above')
    await onramp.fetchQuotes()
    expect(provider.requestsTo('onramp/quote')).toEqual([])
    onramp.setPaymentAmount('100,5')
    expect(onramp.state.paymentAmount).toBe('100.5')
    expect(onramp.amountProblem()).toBeUndefined()
    await onramp.fetchQuotes()
    expect(Object.keys(onramp.state.quotes)).toEqual(['coinbase', 'meld'])
    expect(onramp.state.quotes.meld?.quoteId).toBe('q-meld')
    const bodies = provider.requestsTo('onramp/quote').map((r) => r.body)
    expect(bodies).toContainEqual({
      purchaseCurrency: 'LUSD',
      paymentCurrency: 'CHF',
      amount: '100.5',
      network: 'ethereum',
      partner: 'meld',
    })
    provider.fail('onrampQuote', 500)
    onramp.setPaymentAmount('100')
    await onramp.fetchQuotes()
    expect(onramp.state.quotes.coinbase).toMatchObject({ mocked: true })
    provider.fail('onrampQuote', 400)
    onramp.setPaymentAmount('100')
    await expect(onramp.fetchQuotes()).rejects.toThrow('HTTP status code: 400')
    expect(onramp.state.quotes).toEqual({})
  })

  it('asks for the chosen partner checkout and accepts only http(s) URLs', async () => {
    const t = await connected()
    const onramp = onRampControllerOf(t.ctx)
    await onramp.initialize()
    onramp.setPaymentAmount('100')
    onramp.selectPartner('meld')
    await expect(onramp.checkoutUrl()).resolves.toBe(
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
      await expect(onramp.checkoutUrl()).rejects.toThrow('Something went wrong')
    }
    expect(() => onramp.selectPartner('paypal')).toThrow('Unsupported chain')
    onramp.setPaymentAmount('5')
    await expect(onramp.checkoutUrl()).rejects.toThrow('Invalid amount')
  })

  it('lists the purchases of every partner and reads the balances again on a new one', async () => {
    const t = await connected()
    const onramp = onRampControllerOf(t.ctx)
    await onramp.initialize()
    provider.purchases.set(`meld:${EVM_ADDRESS}`, [
      purchase('a', 'confirmed', '2026-11-01T00:00:00Z'),
    ])
    provider.purchases.set(`coinbase:${EVM_ADDRESS}`, [
      purchase('b', 'pending', '2026-11-02T00:00:00Z'),
    ])
    const first = provider.requestsTo('/balance').length
    await onramp.fetchPurchases()
    await provider.idle()
    expect(onramp.state.purchases.map((p) => p.id)).toEqual(['b', 'a'])
    expect(provider.requestsTo('/history').map((r) => r.url.searchParams.get('onramp'))).toEqual([
      'coinbase',
      'meld',
    ])
    expect(provider.requestsTo('/balance').length).toBeGreaterThan(first)
    const before = provider.requestsTo('/balance').length
    await onramp.fetchPurchases()
    await provider.idle()
    expect(provider.requestsTo('/balance').length).toBe(before)
  })

  it('belongs to its (network, account): a switch drops the form', async () => {
    const t = await connected()
    const onramp = onRampControllerOf(t.ctx)
    await onramp.initialize()
    onramp.setPaymentAmount('100')
    await onramp.fetchQuotes()
    await t.ctx.network.switchNetwork(optimism)
    expect(onramp.state.paymentAmount).toBe('')
    expect(onramp.state.quotes).toEqual({})
    expect(onramp.state.purchaseCurrencies).toEqual([])
    await onramp.initialize()
    // Meld alone sells on Optimism, and no currency of the options has a network there.
    expect(onramp.state.partners.map((p) => p.id)).toEqual(['meld'])
    expect(onramp.state.purchaseCurrency).toBeUndefined()
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
    expect(amountProblem('', card)).toBe('empty')
    expect(amountProblem('1e3', card)).toBe('invalid')
    expect(amountProblem('10.001', card)).toBe('invalid')
    expect(amountProblem('0', card)).toBe('invalid')
    expect(amountProblem('9.99', card)).toBe('below')
    expect(amountProblem('10', card)).toBeUndefined()
    expect(amountProblem('7500.00', card)).toBeUndefined()
    expect(amountProblem('7500.01', card)).toBe('above')
  })

  it('accepts http(s) checkout URLs only', () => {
    expect(checkedCheckoutUrl('https://pay.example/x')).toBe('https://pay.example/x')
    expect(() => checkedCheckoutUrl('javascript:alert(1)')).toThrow('Something went wrong')
  })
})
