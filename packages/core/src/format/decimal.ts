/** A decimal number as exact digit strings: no float arithmetic anywhere in formatting. */
export interface DecimalParts {
  negative: boolean
  /** Integer digits without leading zeros ('0' for none). */
  integer: string
  /** Fraction digits without trailing zeros ('' for none). */
  fraction: string
}

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/
// Beyond this exponent a value cannot be displayed anyway; refusing keeps memory bounded.
const MAX_EXPONENT = 4096

/**
 * Reads a decimal from a string ('1234.5', '-.5', '1e-7'), a finite number or a bigint.
 * Returns undefined for anything else, so callers decide how to show bad input.
 */
export function toDecimalParts(value: unknown): DecimalParts | undefined {
  let text: string
  if (typeof value === 'bigint') text = value.toString()
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined
    text = String(value)
  } else if (typeof value === 'string') text = value.trim()
  else return undefined

  const match = NUMBER.exec(text)
  if (!match) return undefined
  const [, sign = '', intDigits = '', fracDigits = '', exponentText = '0'] = match
  if (intDigits === '' && fracDigits === '') return undefined
  const exponent = Number(exponentText)
  if (exponent > MAX_EXPONENT) return undefined

  const digits = intDigits + fracDigits
  const point = Math.max(intDigits.length + exponent, -MAX_EXPONENT)
  let integer: string
  let fraction: string
  if (point <= 0) {
    integer = ''
    fraction = '0'.repeat(-point) + digits
  } else if (point >= digits.length) {
    integer = digits + '0'.repeat(point - digits.length)
    fraction = ''
  } else {
    integer = digits.slice(0, point)
    fraction = digits.slice(point)
  }
  integer = integer.replace(/^0+/, '') || '0'
  fraction = fraction.replace(/0+$/, '')
  const isZero = integer === '0' && fraction === ''
  return { negative: sign === '-' && !isZero, integer, fraction }
}

/** Joins parts back into a plain decimal string ('-12.5'); negative zero prints as '0'. */
export function fromDecimalParts({ negative, integer, fraction }: DecimalParts): string {
  const isZero = /^0*$/.test(integer) && /^0*$/.test(fraction)
  const sign = negative && !isZero ? '-' : ''
  return `${sign}${integer}${fraction ? `.${fraction}` : ''}`
}
