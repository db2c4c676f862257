import { type Address, encodeFunctionData, type Hex } from 'viem'
import { isNative } from './EvmSwapChain'
import type { SwapQuoteResult } from './quoteSwap'
import { minimumOut } from './swapMaths'
import { v2RouterAbi } from './v2Abi'

export interface SwapCall {
  data: Hex
  /** Native value sent with the call. */
  value: bigint
  amountOutMin: bigint
}

/** The router call for a quoted swap: swapExact{ETHForTokens,TokensForETH,TokensForTokens}. */
export function buildSwapCall(
  quote: SwapQuoteResult,
  from: string,
  to: string,
  recipient: Address,
  slippagePercent: number,
  deadline: bigint,
): SwapCall {
  const amountOutMin = minimumOut(quote.amountOut, slippagePercent)
  const path = quote.route.path
  if (isNative(from)) {
    const data = encodeFunctionData({
      abi: v2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [amountOutMin, path, recipient, deadline],
    })
    return { data, value: quote.amountIn, amountOutMin }
  }
  const functionName = isNative(to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  const data = encodeFunctionData({
    abi: v2RouterAbi,
    functionName,
    args: [quote.amountIn, amountOutMin, path, recipient, deadline],
  })
  return { data, value: 0n, amountOutMin }
}
