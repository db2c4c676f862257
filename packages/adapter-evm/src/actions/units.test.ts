import { isLatchkeyError } from '@latchkey/core'
import { describe, expect, it } from 'vitest'
import { formatUnits, parseUnits } from './units'

describe('units', () => {
  it('parses and formats exactly, cutting digits beyond the decimals', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits(' 12 ', 0)).toBe(12n)
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(1n, 6)).toBe('0.000001')
    expect(parseUnits('1.29', 1)).toBe(12n)
    expect(parseUnits('-0.5', 1)).toBe(-5n)
    expect(formatUnits(-25n, 1)).toBe('-2.5')
  })

  it("raises 'Invalid amount' for what is not a decimal number", () => {
    for (const bad of ['', 'abc', '1e18', '1.2.3', '0x10'])
      expect(
        isLatchkeyError(
          catchError(() => parseUnits(bad, 18)),
          'INVALID_AMOUNT',
        ),
      ).toBe(true)
    expect(
      isLatchkeyError(
        catchError(() => parseUnits('1', -1)),
        'INVALID_AMOUNT',
      ),
    ).toBe(true)
    expect(
      isLatchkeyError(
        catchError(() => formatUnits(1 as never, 18)),
        'INVALID_AMOUNT',
      ),
    ).toBe(true)
  })
})

function catchError(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}
