import { toDecimalParts } from './decimal'

const DISPLAY_DECIMALS = 3

/**
 * SPEC §5: an amount for display, cut (never rounded) to 3 decimals, trailing zeros dropped.
 * '1.23999' -> '1.239', '0.0004' -> '0', 1e-7 -> '0', 10n ** 30n -> '1000…0'.
 * Input that is not a decimal number (NaN, 'abc', null) displays as '0'.
 */
export function formatAmount(value: unknown): string {
  const parts = toDecimalParts(value)
  if (!parts) return '0'
  const fraction = parts.fraction.slice(0, DISPLAY_DECIMALS).replace(/0+$/, '')
  const isZero = parts.integer === '0' && fraction === ''
  return `${parts.negative && !isZero ? '-' : ''}${parts.integer}${fraction ? `.${fraction}` : ''}`
}
