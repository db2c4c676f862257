import type {
  OnrampPartner,
  OnrampQuote,
  PaymentCurrency,
  PurchaseCurrency,
  Transaction,
} from '@latchkey/core'

/** The on-ramp form: the store's `onramp` slice. */
export interface OnRampState {
  /** The (network, account) the form belongs to; any other pair resets it. */
  owner: string | undefined
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  /** The partners selling on the active network. */
  partners: OnrampPartner[]
  /** The options are SPEC §7's built-in list: the provider's could not be had. */
  fallback: boolean
  purchaseCurrency: PurchaseCurrency | undefined
  paymentCurrency: PaymentCurrency | undefined
  paymentAmount: string
  /** Quotes by partner id for the current choice. */
  quotes: Record<string, OnrampQuote>
  selectedPartner: string | undefined
  /** The account's purchases on this network (the history's `onramp` query), newest first. */
  purchases: Transaction[]
  loadingOptions: boolean
  loadingQuotes: boolean
  opening: boolean
}

/** The empty form. */
export const initial = (): OnRampState => ({
  owner: undefined,
  purchaseCurrencies: [],
  paymentCurrencies: [],
  partners: [],
  fallback: false,
  purchaseCurrency: undefined,
  paymentCurrency: undefined,
  paymentAmount: '',
  quotes: {},
  selectedPartner: undefined,
  purchases: [],
  loadingOptions: false,
  loadingQuotes: false,
  opening: false,
})
