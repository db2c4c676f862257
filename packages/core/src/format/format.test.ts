import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isLatchkeyError } from '../errors/LatchkeyError'
import { toDecimalParts } from './decimal'
import { formatAmount } from './formatAmount'
import { formatBalanceUsd, formatBalanceUsdText } from './formatBalanceUsd'
import { formatUnits, parseUnits } from './units'

const SCALE = 40
/** Exact value of a plain decimal string, scaled by 10^SCALE, computed independently. */
function scaled(text: string): bigint {
  const negative = text.startsWith('-')
  const [int = '0', frac = ''] = text.replace(/^-/, '').split('.')
  const value = BigInt(int + frac.padEnd(SCALE, '0').slice(0, SCALE))
  return negative ? -value : value
}

const digits = (max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: max })
const decimalString = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 40n }), digits(SCALE))
  .map(([int, frac]) => (frac ? `${int}.${frac}` : `${int}`))

describe('formatAmount', () => {
  it.each([
    ['1.23999', '1.239'],
    ['0.0004', '0'],
    ['1.5', '1.5'],
    ['1.50000', '1.5'],
    ['1000', '1000'],
    ['-1.23456', '-1.234'],
    ['-0.0001', '0'],
    ['.5', '0.5'],
    ['1e-7', '0'],
    ['1.23456e3', '1234.56'],
    ['  42.4242 ', '42.424'],
    ['00012.3400', '12.34'],
  ])('%j -> %j', (input, output) => {
    expect(formatAmount(input)).toBe(output)
  })

  it('reads numbers and bigints without float error', () => {
    expect(formatAmount(0.1 + 0.2)).toBe('0.3')
    expect(formatAmount(1e-7)).toBe('0')
    expect(formatAmount(1.5e21)).toBe('1500000000000000000000')
    expect(formatAmount(10n ** 30n)).toBe(`1${'0'.repeat(30)}`)
    expect(formatAmount('123456789012345678901234567890.987654321')).toBe(
      '123456789012345678901234567890.987',
    )
  })

  it.each([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    'abc',
    '',
    '1.2.3',
    '--1',
    null,
    undefined,
    {},
    '1e99999',
  ])('shows %j as 0', (input) => {
    expect(formatAmount(input)).toBe('0')
  })

  it('never exceeds the input, keeps at most 3 decimals and loses less than 0.001', () => {
    fc.assert(
      fc.property(decimalString, (input) => {
        const output = formatAmount(input)
        expect(output.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(3)
        const diff = scaled(input) - scaled(output)
        expect(diff >= 0n).toBe(true)
        expect(diff < 10n ** BigInt(SCALE - 3)).toBe(true)
      }),
    )
  })

  it('never exceeds a float input', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }), (input) => {
        expect(Number(formatAmount(input))).toBeLessThanOrEqual(input)
      }),
    )
  })

  it('truncates negatives toward zero', () => {
    fc.assert(
      fc.property(decimalString, (input) => {
        const positive = formatAmount(input)
        expect(formatAmount(`-${input}`)).toBe(positive === '0' ? '0' : `-${positive}`)
      }),
    )
  })

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof formatAmount(input)).toBe('string')
      }),
    )
  })
})

describe('formatBalanceUsd', () => {
  it('splits dollars with separators and two-digit pennies, cut not rounded', () => {
    expect(formatBalanceUsd('1234.5678')).toEqual({ dollars: '1,234', pennies: '56' })
    expect(formatBalanceUsd(1234567.999)).toEqual({ dollars: '1,234,567', pennies: '99' })
    expect(formatBalanceUsd('0.5')).toEqual({ dollars: '0', pennies: '50' })
    expect(formatBalanceUsd(0)).toEqual({ dollars: '0', pennies: '00' })
    expect(formatBalanceUsd('999')).toEqual({ dollars: '999', pennies: '00' })
    expect(formatBalanceUsdText('1000.1')).toBe('1,000.10')
  })

  it('shows 0.00 on testnets, unsupported networks and bad input', () => {
    expect(formatBalanceUsd('12.34', { testnet: true })).toEqual({ dollars: '0', pennies: '00' })
    expect(formatBalanceUsd('12.34', { supported: false })).toEqual({ dollars: '0', pennies: '00' })
    expect(formatBalanceUsdText('oops')).toBe('0.00')
  })

  it('never exceeds the input', () => {
    fc.assert(
      fc.property(decimalString, (input) => {
        const { dollars, pennies } = formatBalanceUsd(input)
        expect(pennies).toMatch(/^\d\d$/)
        const diff = scaled(input) - scaled(`${dollars.replaceAll(',', '')}.${pennies}`)
        expect(diff >= 0n && diff < 10n ** BigInt(SCALE - 2)).toBe(true)
      }),
    )
  })
})

describe('units', () => {
  it('formatUnits and parseUnits convert exactly', () => {
    expect(formatUnits(1500n, 3)).toBe('1.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(-25n, 1)).toBe('-2.5')
    expect(formatUnits(0n, 6)).toBe('0')
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('0.1239', 3)).toBe(123n)
    expect(parseUnits('-2.5', 1)).toBe(-25n)
  })

  it('round-trips', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 30 }), (value, decimals) => {
        expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value)
      }),
    )
  })

  it('refuses bad amounts and decimals with "Invalid amount"', () => {
    for (const run of [
      () => parseUnits('abc', 18),
      () => parseUnits('1', -1),
      () => parseUnits('1', 1.5),
      () => formatUnits(1n, 256),
      () => formatUnits(1 as unknown as bigint, 2),
    ]) {
      expect(run).toThrow('Invalid amount')
    }
    fc.assert(
      fc.property(fc.string(), (input) => {
        try {
          parseUnits(input, 6)
        } catch (error) {
          expect(isLatchkeyError(error, 'INVALID_AMOUNT')).toBe(true)
        }
      }),
    )
  })

  it('toDecimalParts normalises', () => {
    expect(toDecimalParts('-000.100')).toEqual({ negative: true, integer: '0', fraction: '1' })
    expect(toDecimalParts('-0')).toEqual({ negative: false, integer: '0', fraction: '' })
    expect(toDecimalParts('5e2')).toEqual({ negative: false, integer: '500', fraction: '' })
    expect(toDecimalParts('.')).toBeUndefined()
  })
})
