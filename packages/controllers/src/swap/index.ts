// The `@latchkey/controllers/swap` entry: the swap controller, loaded with the Swap views only.
export { type RunSwapParameters, runSwap } from './runSwap'
export {
  createSwapController,
  type SwapContext,
  type SwapController,
  type SwapState,
  swapControllerOf,
} from './SwapController'
export {
  balanceEntry,
  heldAmount,
  isNativeSwapToken,
  orderSwapTokens,
} from './swapBalances'
