import { ONRAMP_FALLBACK_OPTIONS, ONRAMP_PROVIDERS } from '../constants/onramp'
import { latchkeyError } from '../errors/catalogue'
import { isLatchkeyError } from '../errors/LatchkeyError'
import { toDecimalParts } from '../format/decimal'
import { formatUnits, parseUnits } from '../format/units'
import { httpStatusOf } from '../http/HttpClient'
import type { OnrampOptions, OnrampQuote, PaymentCurrency, PurchaseCurrency } from '../types/onramp'
import { type ApiContext, gated } from './context'
import type { CallOptions, OnrampDestinationWallet } from './types'

export interface GenerateOnRampUrlParameters extends CallOptions {
  destinationWallets: OnrampDestinationWallet[]
  defaultNetwork?: string
  partnerUserId: string
  purchaseAmount?: number | string
  paymentAmount?: number | string
  /** Ours: the partner chosen, the fiat currency and payment method (the provider's first otherwise). */
  partner?: string
  paymentCurrency?: string
  paymentMethod?: string
}

/** POST /v1/generators/onrampurl: the provider's buy URL ('' when the network is not served). */
export function generateOnRampURL(
  ctx: ApiContext,
  {
    destinationWallets,
    defaultNetwork,
    partnerUserId,
    purchaseAmount,
    paymentAmount,
    partner,
    paymentCurrency,
    paymentMethod,
    signal,
  }: GenerateOnRampUrlParameters,
) {
  return gated(
    ctx,
    () => '',
    async () => {
      const answer = await ctx.http.post<{ url?: string }>('v1/generators/onrampurl', {
        params: ctx.baseParams,
        body: {
          destinationWallets,
          defaultNetwork,
          partnerUserId,
          defaultExperience: 'buy',
          presetCryptoAmount: purchaseAmount,
          presetFiatAmount: paymentAmount,
          partner,
          paymentCurrency,
          paymentMethod,
        },
        signal,
      })
      return answer?.url ?? ''
    },
  )
}

/** GET /v1/onramp/options; if the provider fails, the built-in USD/EUR options of SPEC §7. */
export function getOnrampOptions(ctx: ApiContext, { signal }: CallOptions = {}) {
  const empty = (): OnrampOptions => ({ purchaseCurrencies: [], paymentCurrencies: [] })
  return gated(ctx, empty, async () => {
    try {
      const answer = await ctx.http.get<Partial<OnrampOptions>>('v1/onramp/options', {
        params: ctx.baseParams,
        signal,
      })
      return {
        purchaseCurrencies: answer?.purchaseCurrencies ?? [],
        paymentCurrencies: answer?.paymentCurrencies ?? [],
        ...(answer?.partners ? { partners: answer.partners } : {}),
        ...(answer?.fallback ? { fallback: true } : {}),
      }
    } catch (error) {
      if (isLatchkeyError(error, 'REQUEST_ABORTED')) throw error
      return { ...(structuredClone(ONRAMP_FALLBACK_OPTIONS) as OnrampOptions), fallback: true }
    }
  })
}

export interface GetOnrampQuoteParameters extends CallOptions {
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  /** Fiat amount to pay, as a decimal. */
  amount: number | string
  network: string
  /** Ours: the partner to quote, and the payment method whose limits apply. */
  partner?: string
  paymentMethod?: string
}

/**
 * POST /v1/onramp/quote. A refusal of the request (a 4xx, e.g. an amount outside the limits) is
 * raised. If the provider fails otherwise, a quote computed here and marked `mocked`:
 * the lowest provider fee (1%, rounded up to a cent) comes off the amount. No exchange rate is
 * known offline, so the purchase amount is the subtotal at 1:1 — an estimate for stablecoins only.
 * A non-positive or non-numeric amount raises 'Invalid amount' before any request.
 */
export function getOnrampQuote(
  ctx: ApiContext,
  {
    purchaseCurrency,
    paymentCurrency,
    amount,
    network,
    partner,
    paymentMethod,
    signal,
  }: GetOnrampQuoteParameters,
) {
  const parts = toDecimalParts(amount)
  if (!parts || parts.negative || (parts.integer === '0' && parts.fraction === ''))
    throw latchkeyError('INVALID_AMOUNT')
  return gated(
    ctx,
    (): OnrampQuote | null => null,
    async () => {
      try {
        return await ctx.http.post<OnrampQuote>('v1/onramp/quote', {
          params: ctx.baseParams,
          body: {
            purchaseCurrency: purchaseCurrency.id,
            paymentCurrency: paymentCurrency.id,
            amount: String(amount),
            network,
            partner,
            paymentMethod,
          },
          signal,
        })
      } catch (error) {
        if (isLatchkeyError(error, 'REQUEST_ABORTED')) throw error
        const status = httpStatusOf(error)
        if (status !== undefined && status >= 400 && status < 500) throw error
        return mockQuote(purchaseCurrency, paymentCurrency, String(amount))
      }
    },
  )
}

function mockQuote(
  purchase: PurchaseCurrency,
  payment: PaymentCurrency,
  amount: string,
): OnrampQuote {
  const feePct = BigInt(Math.min(...ONRAMP_PROVIDERS.map((p) => p.feeRangePct[0])))
  const totalCents = parseUnits(amount, 2)
  const feeCents = (totalCents * feePct + 99n) / 100n
  const subtotal = formatUnits(totalCents - feeCents, 2)
  const money = (value: string, currency: string) => ({ amount: value, currency })
  return {
    coinbaseFee: money(formatUnits(feeCents, 2), payment.id),
    networkFee: money('0', payment.id),
    paymentSubtotal: money(subtotal, payment.id),
    paymentTotal: money(formatUnits(totalCents, 2), payment.id),
    purchaseAmount: money(subtotal, purchase.symbol),
    quoteId: `mocked-${purchase.id}-${payment.id}-${totalCents}`,
    mocked: true,
  }
}
