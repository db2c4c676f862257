import type { EvmSwapChain, SwapRoute } from './EvmSwapChain'
import { amountsOut, feeOfInput, priceImpactPercent } from './swapMaths'

export interface SwapQuoteResult {
  route: SwapRoute
  amountIn: bigint
  amountOut: bigint
  /** Of the input, in its smallest unit. */
  fee: bigint
  priceImpact: number
  /** Gas a swap along this route takes, for the network fee. */
  gasLimit: bigint
}

// Measured on the local exchange: about 110 000 gas for one hop, 70 000 more per further hop.
const GAS_FIRST_HOP = 130_000n
const GAS_NEXT_HOP = 80_000n

/** Prices `amountIn` of `from` in `to` from the pools' current reserves (SPEC §7 quotes). */
export async function quoteSwap(
  chain: EvmSwapChain,
  from: string,
  to: string,
  amountIn: bigint,
): Promise<SwapQuoteResult> {
  const route = await chain.route(from, to)
  const amounts = amountsOut(amountIn, route.hops, chain.feeBps)
  const amountOut = amounts.at(-1)!
  return {
    route,
    amountIn,
    amountOut,
    fee: feeOfInput(amountIn, route.hops.length, chain.feeBps),
    priceImpact: priceImpactPercent(amountIn, amountOut, route.hops, chain.feeBps),
    gasLimit: GAS_FIRST_HOP + GAS_NEXT_HOP * BigInt(route.hops.length - 1),
  }
}
