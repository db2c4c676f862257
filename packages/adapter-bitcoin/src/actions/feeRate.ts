import type { CaipNetwork } from '@latchkey/core'
import type { FeeEstimates } from '../esplora/esploraClient'
import type { AdapterContext } from './AdapterContext'

/** Bitcoin Core's minimum relay fee: a transaction paying less is not relayed. */
export const MIN_FEE_RATE = 1n

/**
 * The sat/vB rate to pay for confirmation within `target` blocks: the API's estimate for that
 * target, else for the nearest faster one listed, rounded up; never below the minimum relay fee
 * (a fresh regtest chain has no estimates at all).
 */
export function feeRateFor(estimates: FeeEstimates, target: number): bigint {
  const targets = Object.keys(estimates)
    .map(Number)
    .filter((blocks) => Number.isInteger(blocks) && blocks > 0 && blocks <= target)
    .sort((a, b) => b - a)
  const rate = targets.length > 0 ? estimates[String(targets[0])] : undefined
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return MIN_FEE_RATE
  const rounded = BigInt(Math.ceil(rate))
  return rounded > MIN_FEE_RATE ? rounded : MIN_FEE_RATE
}

export async function readFeeRate(
  context: AdapterContext,
  caipNetwork: CaipNetwork,
): Promise<bigint> {
  return feeRateFor(await context.esplora(caipNetwork).feeEstimates(), context.feeTarget)
}
