import { MIN_RELAY_FEE_RATE } from '../constants'

/** Esplora's confirmation targets: 1 to 25 blocks, then a day, three days and a week of blocks. */
export const FEE_TARGETS = [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008]

/**
 * The default answer of GET /fee-estimates (sat/vB by target): a fixed, falling ladder, since a
 * local chain has no fee market to learn from. `startLocalBitcoin({ feeRates })` replaces it.
 */
export function defaultFeeRates(): Record<string, number> {
  const rates: Record<string, number> = {}
  for (const target of FEE_TARGETS) {
    rates[String(target)] = Math.max(
      MIN_RELAY_FEE_RATE,
      target === 1 ? 5 : target === 2 ? 4 : target <= 6 ? 3 : target <= 25 ? 2 : 1,
    )
  }
  return rates
}
