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

/** SPEC §3 on-ramp options. */
export interface OnrampOptions {
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
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
