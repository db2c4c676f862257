import type { MessageKey } from '../../i18n'
import { interpolate, type Params, useT } from '../../i18n'

/**
 * The Buy views' English texts. They load with the views, not with the modal: a locale table or
 * the host's `messages` may still give any of these keys, which wins.
 */
export const onrampMessages = {
  'onramp.amount': 'Amount to pay',
  'onramp.currency': 'Pay with {currency}',
  'onramp.chooseCurrency': 'Select a currency',
  'onramp.token': 'Buy {symbol}',
  'onramp.chooseToken': 'Select a token',
  'onramp.limits': 'Between {min} and {max} {currency}',
  'onramp.enterAmount': 'Enter an amount',
  'onramp.invalidAmount': 'Enter an amount with at most two decimals',
  'onramp.below': 'The least you can pay is {min} {currency}',
  'onramp.above': 'The most you can pay is {max} {currency}',
  'onramp.partners': 'Partners',
  'onramp.fee': 'Fee {fee} {currency}',
  'onramp.receive': 'You get {amount} {symbol}',
  'onramp.estimate': 'Estimate: the partner could not quote',
  'onramp.quoting': 'Getting quotes…',
  'onramp.fallback': 'The partners could not be reached: these currencies are the built-in ones.',
  'onramp.continue': 'Continue with {partner}',
  'onramp.noPartner': 'No partner sells here',
  'onramp.opened': 'The {partner} checkout opened in a new window.',
  'onramp.openAgain': 'Open the checkout',
  'onramp.purchases': 'Your purchases',
  'onramp.noPurchases': 'No purchases yet. They show here once paid.',
  'onramp.history': 'Purchases',
  'onramp.noToken': 'Nothing can be bought on this network.',
} as const satisfies Record<string, string>

export type OnRampMessageKey = keyof typeof onrampMessages

/** t() for the Buy views: the locale's text for a key, else the English one here. */
export function useOnRampT() {
  const t = useT()
  return (key: OnRampMessageKey, params?: Params) => {
    const text = t(key as MessageKey, params)
    return text === key ? interpolate(onrampMessages[key], params) : text
  }
}
