import { describe, expect, it } from 'vitest'
import { feeRateFor } from './feeRate'

describe('fee rate from Esplora estimates', () => {
  const estimates = { '1': 87.882, '2': 40.5, '3': 30.01, '6': 12.2, '144': 1.027 }

  it('pays the estimate of the target, rounded up to whole sat/vB', () => {
    expect(feeRateFor(estimates, 3)).toBe(31n)
    expect(feeRateFor(estimates, 144)).toBe(2n)
  })

  it('takes the nearest faster target when the asked one is not listed', () => {
    expect(feeRateFor(estimates, 5)).toBe(31n)
    expect(feeRateFor(estimates, 25)).toBe(13n)
  })

  it('never pays below 1 sat/vB (no estimates on a fresh chain, or nonsense)', () => {
    expect(feeRateFor({}, 3)).toBe(1n)
    expect(feeRateFor({ '1': 0.2 }, 3)).toBe(1n)
    expect(feeRateFor({ '1': Number.NaN }, 3)).toBe(1n)
    expect(feeRateFor({ '6': 5 }, 3)).toBe(1n)
  })
})
