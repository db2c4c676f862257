import type { CaipNetwork, TokenBalance, Transaction } from '@latchkey/core'
import { act, render, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../test/fakes/fakeApi'
import { connectWallet, createTestCore, settle, viewLoaded } from '../../test/fakes/testCore'
import { AppKitModal } from '../app/AppKitModal'
import { describeTransaction } from '../views/Activity/describeTransaction'
import { usdText } from '../views/Swap/useSwap'
import { previewFee } from '../views/WalletSend/previewFee'
import { sendTokenOptions } from '../views/WalletSend/sendTokenOptions'
import { formatFiat } from './formatFiat'
import { formatPercent } from './formatPercent'
import { formatTokenAmount } from './formatTokenAmount'
import type { Formats } from './useFormats'

// Issue 35: every amount a view shows goes through Intl in the modal's locale. The expected
// strings are CLDR's as Node's full ICU gives them, written out (NBSP is \u00a0).
const formats = (locale: string): Formats => ({
  locale,
  amount: (value) => formatTokenAmount(value, locale),
  fiat: (value, options) => formatFiat(value, locale, options),
  percent: (value, fixed) => formatPercent(value, locale, fixed),
})

const mainnet = {
  testnet: false,
  nativeCurrency: { symbol: 'ETH', decimals: 18, name: 'Ether' },
} as unknown as CaipNetwork

describe('amounts and fiat in the views, per locale', () => {
  it('Send: the fee line, its dollars rounded to the penny, a tiny fee as below the least shown', () => {
    const fee = { networkFee: '1234567000000000000000', gasPriceInUSD: 2_468_024.456 }
    expect(previewFee(mainnet, fee, 'en')).toBe('1234.567 ETH ($2,468,024.46)')
    expect(previewFee(mainnet, fee, 'de')).toBe('1234,567 ETH (2.468.024,46\u00a0$)')
    expect(previewFee(mainnet, fee, 'hi')).toBe('1234.567 ETH ($24,68,024.46)')
    const tiny = { networkFee: '21000000000000', gasPriceInUSD: 0.004 }
    expect(previewFee(mainnet, tiny, 'en')).toBe('<0.001 ETH (<$0.01)')
    expect(previewFee(mainnet, tiny, 'de')).toBe('<0,001 ETH (<0,01\u00a0$)')
    expect(previewFee({ ...mainnet, testnet: true }, fee, 'de')).toBe('1234,567 ETH')
  })

  it("Send: the token choices' balances", () => {
    const token = { symbol: 'USDC', address: '0xa', quantity: { numeric: '1234.5678' } }
    const options = (locale: string) =>
      sendTokenOptions(mainnet, '0.5', [token as TokenBalance], locale).map((o) => o.label)
    expect(options('en')).toEqual(['ETH (0.5)', 'USDC (1234.567)'])
    expect(options('de')).toEqual(['ETH (0,5)', 'USDC (1234,567)'])
    expect(options('fa')).toEqual(['ETH (۰٫۵)', 'USDC (۱۲۳۴٫۵۶۷)'])
  })

  it("Activity: a row's transfers", () => {
    const tx = {
      metadata: { operationType: 'send', minedAt: '2026-01-01T00:00:00Z', status: 'confirmed' },
      transfers: [
        { direction: 'out', quantity: { numeric: '1234.5678' }, fungible_info: { symbol: 'ETH' } },
        { direction: 'in', quantity: { numeric: '0.25' }, fungible_info: { symbol: 'USDC' } },
      ],
    } as unknown as Transaction
    expect(describeTransaction(tx, 'en').amounts).toEqual(['-1234.567 ETH', '+0.25 USDC'])
    expect(describeTransaction(tx, 'fr').amounts).toEqual(['-1234,567 ETH', '+0,25 USDC'])
  })

  it('Swap: dollars and percentages', () => {
    expect(usdText(1234.569, formats('en'))).toBe('$1,234.56')
    expect(usdText(1234.569, formats('de'))).toBe('1.234,56\u00a0$')
    expect(usdText(Number.NaN, formats('de'))).toBeUndefined()
    expect(formatPercent(1.2, 'en', 2)).toBe('1.20%')
    expect(formatPercent(1.2, 'de', 2)).toBe('1,20\u00a0%')
    expect(formatPercent(0.5, 'en')).toBe('0.5%')
    expect(formatPercent(0.5, 'tr')).toBe('%0,5')
    expect(formatPercent(0.5, 'fa')).toBe('۰٫۵٪')
  })

  it('OnRamp: the quote and fee amounts', () => {
    expect(formats('en').amount('0.04215')).toBe('0.042')
    expect(formats('es').amount('0.04215')).toBe('0,042')
  })
})

describe('Account in German', () => {
  it('shows the balance, the total and each token in the locale', async () => {
    const t = createTestCore({ api: createFakeApi().api })
    await connectWallet(t)
    render(<AppKitModal controllers={t.ctx} root={null} locale="de" />)
    await act(async () => {
      await t.core.open({})
    })
    await viewLoaded()
    await settle()
    const text = (selector: string) => document.querySelector(selector)?.textContent
    // The fake API's one token: 1234.5678 LUSD worth $1234.5678, beside the dev wallet's ETH.
    await waitFor(() => expect(text('.lk-token-row-amount')).toBe('1234,567 LUSD'))
    expect(text('.lk-token-row-value')).toBe('1.234,56\u00a0$')
    expect(text('.lk-account-total .lk-ltr')).toBe('1.234,56\u00a0$')
    expect(text('.lk-account-balance .lk-ltr')).toBe('1,234 ETH')
  })
})
