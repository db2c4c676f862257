import { useViewT } from '../../i18n/locales/viewTexts'
import { ONRAMP_LOCALES } from './onrampLocales'

/**
 * The Buy views' English texts. They load with the views, not with the modal, and so do their
 * translations (onrampLocales.ts, one chunk per locale): the host's `messages` or a locale table may
 * still give any of these keys, which wins.
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

/** A locale's texts of these views: every key, no other. */
export type OnRampTexts = Readonly<Record<OnRampMessageKey, string>>

/** t() for the Buy views: the host's or locale table's text, else the locale's own text here, else English. */
export function useOnRampT() {
  return useViewT(onrampMessages, ONRAMP_LOCALES)
}
