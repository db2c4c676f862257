/** Reserves of one hop, input side first. */
export interface HopReserves {
  reserveIn: bigint
  reserveOut: bigint
}

const BPS = 10_000n

/** The constant-product output of one hop with the fee taken from the input (Uniswap v2 maths). */
export function amountOut(
  amountIn: bigint,
  { reserveIn, reserveOut }: HopReserves,
  feeBps: number,
) {
  if (reserveIn <= 0n || reserveOut <= 0n) return 0n
  const inWithFee = amountIn * (BPS - BigInt(feeBps))
  return (inWithFee * reserveOut) / (reserveIn * BPS + inWithFee)
}

/** The amount after each hop, starting with `amountIn`. */
export function amountsOut(amountIn: bigint, hops: readonly HopReserves[], feeBps: number) {
  const amounts = [amountIn]
  for (const hop of hops) amounts.push(amountOut(amounts.at(-1)!, hop, feeBps))
  return amounts
}

/**
 * How much worse than the pools' mid price the trade fills, in percent, leaving the fee out:
 * 1 - out / (in × Π reserveOut/reserveIn × (1 - fee)^hops).
 */
export function priceImpactPercent(
  amountIn: bigint,
  out: bigint,
  hops: readonly HopReserves[],
  feeBps: number,
): number {
  let ideal = Number(amountIn)
  for (const hop of hops) {
    ideal *= (Number(hop.reserveOut) / Number(hop.reserveIn)) * (1 - feeBps / 10_000)
  }
  if (!(ideal > 0)) return 0
  return Math.max(0, (1 - Number(out) / ideal) * 100)
}

/** The input the pools keep as their fee, summed over hops in the input token's units. */
export function feeOfInput(amountIn: bigint, hops: number, feeBps: number): bigint {
  let remaining = amountIn
  for (let i = 0; i < hops; i++) remaining -= (remaining * BigInt(feeBps)) / BPS
  return amountIn - remaining
}

/** The least output accepted at `slippagePercent` (SPEC §9 default 1). */
export function minimumOut(out: bigint, slippagePercent: number): bigint {
  const keptBps = BPS - BigInt(Math.round(slippagePercent * 100))
  return (out * keptBps) / BPS
}
