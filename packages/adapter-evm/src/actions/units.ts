import { latchkeyErrorWith } from '@latchkey/core'
import { formatUnits as viemFormatUnits, parseUnits as viemParseUnits } from 'viem'

function checkDecimals(decimals: number, value: unknown): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw latchkeyErrorWith('INVALID_AMOUNT', { details: { value, decimals } })
}

/** '1.5' with 18 decimals -> 1500000000000000000n; anything but a decimal number is 'Invalid amount'. */
export function parseUnits(value: string, decimals: number): bigint {
  checkDecimals(decimals, value)
  if (typeof value !== 'string' || !/^-?(\d+\.?\d*|\.\d+)$/.test(value.trim()))
    throw latchkeyErrorWith('INVALID_AMOUNT', { details: { value, decimals } })
  try {
    return viemParseUnits(value.trim(), decimals)
  } catch (cause) {
    throw latchkeyErrorWith('INVALID_AMOUNT', { cause, details: { value, decimals } })
  }
}

/** 1500000000000000000n with 18 decimals -> '1.5'. */
export function formatUnits(value: bigint, decimals: number): string {
  checkDecimals(decimals, value)
  if (typeof value !== 'bigint') throw latchkeyErrorWith('INVALID_AMOUNT', { details: { value } })
  return viemFormatUnits(value, decimals)
}
