import type { PaymentCurrency, PaymentMethodLimit } from '@latchkey/core'

/** What is wrong with an entered fiat amount, against the payment method's limits (§3, §9). */
export type AmountProblem = 'empty' | 'invalid' | 'below' | 'above'

/** The limits a payment is checked against: the currency's first payment method (card). */
export function paymentLimit(
  currency: PaymentCurrency | undefined,
): PaymentMethodLimit | undefined {
  return currency?.payment_method_limits[0]
}

/** Cents of a plain decimal amount with at most two decimals; undefined when it is not one. */
export function toCents(amount: string): bigint | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (!match) return undefined
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/** The problem of `amount` under `limit`, or undefined when it can be quoted. */
export function amountProblemOf(
  amount: string,
  limit: PaymentMethodLimit | undefined,
): AmountProblem | undefined {
  if (amount.trim() === '') return 'empty'
  const cents = toCents(amount)
  if (cents === undefined || cents === 0n) return 'invalid'
  if (!limit) return undefined
  const min = toCents(limit.min)
  const max = toCents(limit.max)
  if (min !== undefined && cents < min) return 'below'
  if (max !== undefined && cents > max) return 'above'
  return undefined
}
