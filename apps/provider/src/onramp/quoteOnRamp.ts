import type { OnrampQuote } from '@latchkey/core'
import { formatUnits, parseUnits } from 'viem'
import { badRequest } from '../http/ApiError'
import type { OnRampAsset, OnRampPartner } from './OnRampPartner'
import type { OnRampCurrencyConfig } from './onrampConfigSchema'

/** A §3 quote plus the partner it is from, the asset's smallest units and the method used. */
export interface OnRampQuoteAnswer extends OnrampQuote {
  partner: string
  paymentMethod: string
  /** purchaseAmount in the asset's smallest unit. */
  purchaseUnits: string
}

export interface QuoteInput {
  partner: OnRampPartner
  asset: OnRampAsset
  currency: OnRampCurrencyConfig
  /** Fiat to pay, e.g. '100' or '99.50'. */
  amount: string
  paymentMethod: string | undefined
  /** The network fee of the credit, in USD; undefined computes a mocked quote (SPEC §7). */
  networkFeeUsd: number | undefined
  quoteId: string
}

/** The payment method's limits, or a 400 when the currency has no such method. */
export function paymentLimit(currency: OnRampCurrencyConfig, method: string | undefined) {
  const limit = method ? currency.limits.find((l) => l.id === method) : currency.limits[0]
  if (!limit) throw badRequest(`Invalid body: ${currency.id} has no payment method ${method}`)
  return limit
}

/**
 * The partner's price for paying `amount` of fiat: its fee (SPEC §9: 1–2 %, rounded up to a cent)
 * and the network fee come off, the rest buys the asset at its configured USD price. An amount
 * outside the method's limits is refused with a 400.
 */
export function quoteOnRamp(input: QuoteInput): OnRampQuoteAnswer {
  const { partner, asset, currency } = input
  const limit = paymentLimit(currency, input.paymentMethod)
  const cents = toCents(input.amount)
  if (cents < toCents(limit.min) || cents > toCents(limit.max)) {
    throw badRequest(
      `Invalid body: amount must be between ${limit.min} and ${limit.max} ${currency.id} for ${limit.id}`,
    )
  }
  const fee = ceilDiv(cents * BigInt(Math.round(partner.feePct * 100)), 10_000n)
  const network =
    input.networkFeeUsd === undefined
      ? 0n
      : BigInt(Math.ceil((input.networkFeeUsd / currency.usdRate) * 100))
  const subtotal = cents - fee - network
  if (subtotal <= 0n) throw badRequest('Invalid body: the amount does not cover the fees')
  const units = unitsFor(subtotal, currency.usdRate, asset)
  const money = (value: bigint) => ({ amount: centsText(value), currency: currency.id })
  return {
    coinbaseFee: money(fee),
    networkFee: money(network),
    paymentSubtotal: money(subtotal),
    paymentTotal: money(cents),
    purchaseAmount: { amount: formatUnits(units, asset.decimals), currency: asset.symbol },
    purchaseUnits: units.toString(),
    quoteId: input.quoteId,
    partner: partner.id,
    paymentMethod: limit.id,
    ...(input.networkFeeUsd === undefined ? { mocked: true } : {}),
  }
}

/** Smallest units of the asset that `cents` of the currency buy at the configured prices. */
export function unitsFor(cents: bigint, usdRate: number, asset: OnRampAsset): bigint {
  // Micro-dollars keep the float prices exact enough: 1 cent = 10^4 micro-dollars.
  const usdMicros = cents * BigInt(Math.round(usdRate * 10_000))
  const priceMicros = BigInt(Math.round(asset.priceUsd * 1_000_000))
  return (usdMicros * 10n ** BigInt(asset.decimals)) / priceMicros
}

/**
 * The payment (the partner's fee included, rounded up to a cent) that buys `crypto` of the asset;
 * the network fee is not added, so the credit comes out that much short of it.
 */
export function fiatForCrypto(
  crypto: string,
  { asset, currency, partner }: Pick<QuoteInput, 'asset' | 'currency' | 'partner'>,
): string {
  const units = parseUnits(crypto, asset.decimals)
  const perCent = unitsFor(1n, currency.usdRate, asset)
  const cents = ceilDiv(units, perCent > 0n ? perCent : 1n)
  const total = ceilDiv(cents * 10_000n, BigInt(10_000 - Math.round(partner.feePct * 100)))
  return centsText(total)
}

/** Cents as a fiat amount with two decimals, e.g. 10050n → '100.50'. */
export const centsText = (cents: bigint) =>
  `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`

/** A decimal fiat amount in cents; callers validated it has at most two decimals. */
export function toCents(amount: string): bigint {
  return parseUnits(amount, 2)
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b
