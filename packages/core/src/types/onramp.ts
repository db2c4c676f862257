export interface OnrampNetwork {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
}

export interface PaymentMethodLimit {
  id: string
  min: string
  max: string
}

export interface PaymentCurrency {
  id: string
  payment_method_limits: PaymentMethodLimit[]
}

/** An on-ramp partner the provider offers (ours): its fee and the CAIP-2 networks it sells on. */
export interface OnrampPartner {
  id: string
  name: string
  feePct: number
  networks: string[]
}

/**
 * SPEC §3 on-ramp options. `partners` is ours (absent from other providers); `fallback` marks
 * SPEC §7's built-in list, served when the provider's options could not be had.
 */
export interface OnrampOptions {
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  partners?: OnrampPartner[]
  fallback?: boolean
}

export interface Money {
  amount: string
  currency: string
}

/** SPEC §3 on-ramp quote. `mocked` marks a quote computed locally after the provider failed. */
export interface OnrampQuote {
  coinbaseFee: Money
  networkFee: Money
  paymentSubtotal: Money
  paymentTotal: Money
  purchaseAmount: Money
  quoteId: string
  mocked?: boolean
}
