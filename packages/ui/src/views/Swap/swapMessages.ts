import type { MessageKey } from '../../i18n'
import { interpolate, type Params, useT } from '../../i18n'

/**
 * The Swap views' English texts. They load with the views, not with the modal: a locale table
 * or the host's `messages` may still give any of these keys, which wins.
 */
export const swapMessages = {
  'swap.from': 'You pay',
  'swap.to': 'You receive',
  'swap.amount': 'Amount to swap',
  'swap.received': 'Amount you receive',
  'swap.chooseToken': 'Select a token',
  'swap.changeToken': 'Change {symbol}',
  'swap.balance': 'Balance: {amount} {symbol}',
  'swap.max': 'Max',
  'swap.switch': 'Switch the tokens',
  'swap.quoting': 'Getting a quote…',
  'swap.priceImpact': 'Price impact',
  'swap.networkFee': 'Network fee',
  'swap.poolFee': 'Pool fee',
  'swap.slippage': 'Max. slippage',
  'swap.minimum': 'Minimum received',
  'swap.rate': 'Rate',
  'swap.review': 'Review the swap',
  'swap.enterAmount': 'Enter an amount',
  'swap.insufficientBalance': 'Not enough {symbol}',
  'swap.insufficientGas': 'Not enough {symbol} to pay the network fee.',
  'swap.approveAndSwap': 'Approve {symbol} and swap',
  'swap.confirm': 'Swap',
  'swap.approving': 'Approving {symbol}. Confirm in your wallet.',
  'swap.swapping': 'Swapping. Confirm in your wallet.',
  'swap.search': 'Search tokens',
  'swap.noMatch': 'No token matches.',
  'swap.unknown': 'unknown',
} as const satisfies Record<string, string>

export type SwapMessageKey = keyof typeof swapMessages

/** t() for the Swap views: the locale's text for a key, else the English one here. */
export function useSwapT() {
  const t = useT()
  return (key: SwapMessageKey, params?: Params) => {
    const text = t(key as MessageKey, params)
    return text === key ? interpolate(swapMessages[key], params) : text
  }
}
