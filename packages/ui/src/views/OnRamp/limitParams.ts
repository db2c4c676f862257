import type { PaymentMethodLimit } from '@latchkey/core'

/**
 * A partner's fiat limits as numbers, so the translator writes them in the locale's digits and
 * grouping ('7500.00' → '7,500' in en, '7.500' in de); none when the provider sent no number.
 */
export function limitParams(
  limit: Pick<PaymentMethodLimit, 'min' | 'max'> | undefined,
  currency: string,
): { min: number; max: number; currency: string } | undefined {
  if (!limit) return undefined
  const min = Number(limit.min)
  const max = Number(limit.max)
  return limit.min !== '' && Number.isFinite(min) && Number.isFinite(max)
    ? { min, max, currency }
    : undefined
}
