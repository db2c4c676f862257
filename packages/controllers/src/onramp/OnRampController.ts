import {
  latchkeyError,
  namespaceProfile,
  type OnrampNetwork,
  type OnrampPartner,
  type OnrampQuote,
  type PaymentCurrency,
  type PurchaseCurrency,
  type Transaction,
} from '@latchkey/core'
import { proxy, subscribe } from 'valtio/vanilla'
import type { CoreContext } from '../core/CoreContext'
import { checkedCheckoutUrl } from './checkoutUrl'
import { type AmountProblem, amountProblem, paymentLimit } from './onrampAmount'

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

export type OnRampContext = Pick<CoreContext, 'chain' | 'options' | 'services' | 'balance'>

const initial = (): OnRampState => ({
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

/** Buying crypto with fiat over the provider's on-ramp routes (SPEC §7, §9), loaded with the Buy views. */
export function createOnRampController(ctx: OnRampContext) {
  const state = proxy<OnRampState>(initial())
  let run = 0

  const active = () => {
    const network = ctx.chain.state.activeCaipNetwork
    const account = ctx.chain.getAccount(network?.chainNamespace)
    return { network, address: account?.address }
  }
  const ownerKey = () => {
    const { network, address } = active()
    return network && address ? `${network.caipNetworkId}|${address.toLowerCase()}` : undefined
  }
  const reset = () => {
    run++
    Object.assign(state, initial())
  }
  // State belongs to its (network, account): a switch of either drops it.
  subscribe(ctx.chain.state, () => {
    if (state.owner !== undefined && state.owner !== ownerKey()) reset()
  })

  function context() {
    const { network, address } = active()
    const api = ctx.services.api()
    if (!network || !namespaceProfile(network.chainNamespace).onramp)
      throw latchkeyError('UNSUPPORTED_CHAIN')
    if (!api) throw latchkeyError('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT')
    if (!address) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
    return { network, api, address }
  }
  /** The active chain's entry among a currency's networks (§3 networks.chain_id). */
  const networkOf = (currency: { readonly networks: readonly OnrampNetwork[] } | undefined) => {
    const reference = active().network?.caipNetworkId.split(':')[1]
    return currency?.networks.find((n) => n.chain_id === reference)
  }
  const clearQuotes = () => {
    run++
    state.quotes = {}
    state.loadingQuotes = false
  }

  const controller = {
    state,
    reset,
    networkOf,
    limit: () => paymentLimit(state.paymentCurrency),
    amountProblem: (): AmountProblem | undefined =>
      amountProblem(state.paymentAmount, paymentLimit(state.paymentCurrency)),

    /** Loads the options for this (network, account): the currencies buyable here first picked. */
    async initialize() {
      const { network, api } = context()
      const owner = ownerKey()
      if (state.owner !== owner) reset()
      state.owner = owner
      state.loadingOptions = true
      try {
        const options = await api.getOnrampOptions()
        if (state.owner !== ownerKey()) return
        state.fallback = options.fallback === true
        state.purchaseCurrencies = options.purchaseCurrencies.filter((c) => networkOf(c))
        state.paymentCurrencies = options.paymentCurrencies
        state.partners = (options.partners ?? []).filter((p) =>
          p.networks.includes(network.caipNetworkId),
        )
        state.purchaseCurrency ??= state.purchaseCurrencies[0]
        state.paymentCurrency ??= state.paymentCurrencies[0]
        state.selectedPartner ??= state.partners[0]?.id
      } finally {
        state.loadingOptions = false
      }
    },

    /** Picks a purchase currency of the options by id (a snapshot's copy will not do). */
    setPurchaseCurrency(id: string) {
      const currency = state.purchaseCurrencies.find((c) => c.id === id)
      if (!currency) throw latchkeyError('UNSUPPORTED_CHAIN')
      state.purchaseCurrency = currency
      clearQuotes()
    },
    setPaymentCurrency(id: string) {
      const currency = state.paymentCurrencies.find((c) => c.id === id)
      if (!currency) throw latchkeyError('INVALID_AMOUNT')
      state.paymentCurrency = currency
      clearQuotes()
    },
    setPaymentAmount(amount: string) {
      state.paymentAmount = amount.replace(',', '.').trim()
      clearQuotes()
    },
    selectPartner(id: string) {
      if (!state.partners.some((p) => p.id === id)) throw latchkeyError('UNSUPPORTED_CHAIN')
      state.selectedPartner = id
    },

    /**
     * Quotes the amount with every partner here (core marks an estimate `mocked` when the
     * provider fails); an amount outside the limits asks nothing. A late answer is dropped.
     */
    async fetchQuotes() {
      const { api } = context()
      const { purchaseCurrency, paymentCurrency, paymentAmount } = state
      const network = networkOf(purchaseCurrency)
      if (!purchaseCurrency || !paymentCurrency || !network || controller.amountProblem())
        return clearQuotes()
      const mine = ++run
      state.loadingQuotes = true
      try {
        const partners = state.partners.length > 0 ? state.partners.map((p) => p.id) : [undefined]
        const answers = await Promise.allSettled(
          partners.map((partner) =>
            api.getOnrampQuote({
              purchaseCurrency,
              paymentCurrency,
              amount: paymentAmount,
              network: network.name,
              ...(partner ? { partner } : {}),
            }),
          ),
        )
        if (mine !== run) return
        const quotes: Record<string, OnrampQuote> = {}
        answers.forEach((answer, i) => {
          if (answer.status === 'fulfilled' && answer.value)
            quotes[partners[i] ?? 'default'] = answer.value
        })
        state.quotes = quotes
        const failed = answers.find((a) => a.status === 'rejected')
        if (Object.keys(quotes).length === 0 && failed) throw failed.reason
      } finally {
        if (mine === run) state.loadingQuotes = false
      }
    },

    /** Asks the provider for the chosen partner's checkout and returns its http(s) URL. */
    async checkoutUrl(): Promise<string> {
      const { api, address } = context()
      const { purchaseCurrency, paymentCurrency, paymentAmount, selectedPartner } = state
      const network = networkOf(purchaseCurrency)
      if (!purchaseCurrency || !paymentCurrency || !network || controller.amountProblem())
        throw latchkeyError('INVALID_AMOUNT')
      state.opening = true
      try {
        const url = await api.generateOnRampURL({
          destinationWallets: [
            { address, blockchains: [network.name], assets: [purchaseCurrency.symbol] },
          ],
          defaultNetwork: network.name,
          partnerUserId: address,
          paymentAmount,
          paymentCurrency: paymentCurrency.id,
          ...(selectedPartner ? { partner: selectedPartner } : {}),
        })
        return checkedCheckoutUrl(url)
      } finally {
        state.opening = false
      }
    },

    /**
     * Reads the account's purchases here from every partner; when a new one is confirmed, the
     * balances are read again.
     */
    async fetchPurchases() {
      const { network, api, address } = context()
      const owner = ownerKey()
      const partners = state.partners.map((p) => p.id)
      const pages = await Promise.all(
        partners.map((onramp) =>
          api.fetchTransactions({ account: address, chainId: network.caipNetworkId, onramp }),
        ),
      )
      if (owner !== ownerKey()) return
      const purchases = pages
        .flatMap((page) => page.data)
        .filter((tx) => tx.metadata.chain === network.caipNetworkId)
        .sort((a, b) => b.metadata.minedAt.localeCompare(a.metadata.minedAt))
      const confirmed = (list: readonly Transaction[]) =>
        list.filter((tx) => tx.metadata.status === 'confirmed').length
      const more = confirmed(purchases) > confirmed(state.purchases)
      state.purchases = purchases
      if (more) {
        void ctx.balance.fetchNativeBalance(network.chainNamespace, { fresh: true })
        void ctx.balance.fetchTokenBalances(network.chainNamespace, { force: true })
      }
    },
  }
  return controller
}

export type OnRampController = ReturnType<typeof createOnRampController>

const controllers = new WeakMap<object, OnRampController>()

/** The one on-ramp controller of a core, made on first use (the Buy views load it on demand). */
export function onRampControllerOf(ctx: OnRampContext): OnRampController {
  let controller = controllers.get(ctx)
  if (!controller) {
    controller = createOnRampController(ctx)
    controllers.set(ctx, controller)
  }
  return controller
}
