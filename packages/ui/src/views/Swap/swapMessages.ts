import { useViewT } from '../../i18n/locales/viewTexts'
import { SWAP_LOCALES } from './swapLocales'

/**
 * The Swap views' English texts. They load with the views, not with the modal, and so do their
 * translations (swapLocales.ts, one chunk per locale): the host's `messages` or a locale table may
 * still give any of these keys, which wins.
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

/** A locale's texts of these views: every key, no other. */
export type SwapTexts = Readonly<Record<SwapMessageKey, string>>

/** t() for the Swap views: the host's or locale table's text, else the locale's own text here, else English. */
export function useSwapT() {
  return useViewT(swapMessages, SWAP_LOCALES)
}
