import { startupError } from '../errors/LatchkeyError'
import { fromDecimalParts, toDecimalParts } from './decimal'

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw startupError('INVALID_AMOUNT')
}

/** A raw integer amount in a token's smallest unit as a decimal string: (1500n, 3) -> '1.5'. */
export function formatUnits(value: bigint, decimals: number): string {
  checkDecimals(decimals)
  if (typeof value !== 'bigint') throw startupError('INVALID_AMOUNT')
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const cut = digits.length - decimals
  return fromDecimalParts({
    negative,
    integer: digits.slice(0, cut),
    fraction: digits.slice(cut).replace(/0+$/, ''),
  })
}

/**
 * A decimal amount in a token's smallest unit: ('1.5', 3) -> 1500n. Digits beyond `decimals`
 * are cut, never rounded up; a value that is not a decimal number raises 'Invalid amount'.
 */
export function parseUnits(value: string | number, decimals: number): bigint {
  checkDecimals(decimals)
  const parts = toDecimalParts(value)
  if (!parts || typeof value === 'bigint') throw startupError('INVALID_AMOUNT')
  const fraction = parts.fraction.slice(0, decimals).padEnd(decimals, '0')
  const raw = BigInt(parts.integer + fraction)
  return parts.negative ? -raw : raw
}
