// The `@latchkey/controllers/swap` entry, loaded with the Swap views only: the swap form's state
// (the store's `swap` slice) and its functions over the config, `Swap.fn(ctx, …)`.
export { type RunSwapParameters, runSwap } from './runSwap'
export {
  fetchQuote,
  hasInsufficientBalance,
  hasInsufficientGas,
  held,
  initialize,
  networkFeeUsd,
  pick,
  reset,
  type SwapContext,
  type SwapState,
  selectFor,
  setSourceTokenAmount,
  sourceAmount,
  state,
  swap,
  switchTokens,
  usd,
  watchSwap,
} from './SwapController'
export {
  balanceEntry,
  heldAmount,
  isNativeSwapToken,
  orderSwapTokens,
} from './swapBalances'
