import {
  formatUnits as formatDecimalUnits,
  parseUnits as parseDecimalUnits,
  startupError,
} from '@latchkey/core'

// Core's exact digit-string conversions, not viem's: the adapter object is start-up code, and
// viem's unit helpers would be the only viem code an app's start-up carries (issue 13).

function checkDecimals(decimals: number, value: unknown): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw startupError('INVALID_AMOUNT', { details: { value, decimals } })
}

/**
 * '1.5' with 18 decimals -> 1500000000000000000n; digits beyond `decimals` are cut, never rounded
 * up; anything but a plain decimal number is 'Invalid amount'.
 */
export function parseUnits(value: string, decimals: number): bigint {
  checkDecimals(decimals, value)
  if (typeof value !== 'string' || !/^-?(\d+\.?\d*|\.\d+)$/.test(value.trim()))
    throw startupError('INVALID_AMOUNT', { details: { value, decimals } })
  return parseDecimalUnits(value.trim(), decimals)
}

/** 1500000000000000000n with 18 decimals -> '1.5'. */
export function formatUnits(value: bigint, decimals: number): string {
  checkDecimals(decimals, value)
  if (typeof value !== 'bigint') throw startupError('INVALID_AMOUNT', { details: { value } })
  return formatDecimalUnits(value, decimals)
}
