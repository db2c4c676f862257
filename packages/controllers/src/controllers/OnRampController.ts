import {
  CONSTANTS,
  latchkeyError,
  type OnrampQuote,
  type PaymentCurrency,
  type PurchaseCurrency,
} from '@latchkey/core'
import { proxy } from 'valtio/vanilla'
import type { CoreContext } from '../core/CoreContext'

export type OnRampProviderName = (typeof CONSTANTS.ONRAMP_PROVIDERS)[number]['name']

export interface OnRampState {
  selectedProvider: OnRampProviderName | undefined
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  purchaseCurrency: PurchaseCurrency | undefined
  paymentCurrency: PaymentCurrency | undefined
  paymentAmount: string | undefined
  quote: OnrampQuote | undefined
  loading: boolean
}

/** Buying crypto with fiat (SPEC §7, §9): options, quotes and the provider's URL. */
export function createOnRampController(ctx: CoreContext) {
  const state = proxy<OnRampState>({
    selectedProvider: undefined,
    purchaseCurrencies: [],
    paymentCurrencies: [],
    purchaseCurrency: undefined,
    paymentCurrency: undefined,
    paymentAmount: undefined,
    quote: undefined,
    loading: false,
  })

  function api() {
    const client = ctx.services.api()
    if (!client) throw latchkeyError('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT')
    return client
  }

  /** On-ramp providers serving the active namespace. */
  function providers() {
    const namespace = ctx.chain.state.activeNamespace
    return CONSTANTS.ONRAMP_PROVIDERS.filter((p) => namespace && p.namespaces.includes(namespace))
  }

  return {
    state,
    providers,

    isSupported: () => {
      const namespace = ctx.chain.state.activeNamespace
      return namespace !== undefined && CONSTANTS.ONRAMP_NAMESPACES.includes(namespace)
    },

    selectProvider(name: OnRampProviderName) {
      if (!providers().some((p) => p.name === name)) throw latchkeyError('UNSUPPORTED_CHAIN')
      state.selectedProvider = name
    },

    /** Currencies from the provider; core falls back to the built-in USD/EUR list. */
    async loadOptions() {
      state.loading = true
      try {
        const options = await api().getOnrampOptions()
        state.purchaseCurrencies = options.purchaseCurrencies
        state.paymentCurrencies = options.paymentCurrencies
        state.purchaseCurrency ??= options.purchaseCurrencies[0]
        state.paymentCurrency ??= options.paymentCurrencies[0]
      } finally {
        state.loading = false
      }
    },

    setPurchaseCurrency(currency: PurchaseCurrency) {
      state.purchaseCurrency = currency
      state.quote = undefined
    },
    setPaymentCurrency(currency: PaymentCurrency) {
      state.paymentCurrency = currency
      state.quote = undefined
    },
    setPaymentAmount(amount: string | undefined) {
      state.paymentAmount = amount
      state.quote = undefined
    },

    /** A quote for the current choice; core returns a marked estimate if the provider fails. */
    async fetchQuote() {
      const { purchaseCurrency, paymentCurrency, paymentAmount } = state
      const network = ctx.chain.state.activeCaipNetwork
      if (!purchaseCurrency || !paymentCurrency || !paymentAmount || !network) return undefined
      state.loading = true
      try {
        const quote = await api().getOnrampQuote({
          purchaseCurrency,
          paymentCurrency,
          amount: paymentAmount,
          network: network.name.toLowerCase(),
        })
        state.quote = quote ?? undefined
        return state.quote
      } finally {
        state.loading = false
      }
    },

    /** The provider page to open for the connected account. */
    async generateUrl() {
      const account = ctx.chain.getAccount()
      const network = ctx.chain.state.activeCaipNetwork
      if (!account?.address || !network) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
      const chainName = CONSTANTS.COINBASE_PAY_CHAINS.find((c) =>
        network.name.toLowerCase().startsWith(c.split('-')[0] ?? c),
      )
      return api().generateOnRampURL({
        destinationWallets: [
          {
            address: account.address,
            blockchains: [chainName ?? CONSTANTS.COINBASE_PAY_FALLBACK_CHAIN],
            ...(state.purchaseCurrency ? { assets: [state.purchaseCurrency.symbol] } : {}),
          },
        ],
        defaultNetwork: chainName ?? CONSTANTS.COINBASE_PAY_FALLBACK_CHAIN,
        partnerUserId: account.address,
        ...(state.paymentAmount ? { paymentAmount: state.paymentAmount } : {}),
      })
    },
  }
}

export type OnRampController = ReturnType<typeof createOnRampController>
