import {
  latchkeyError,
  namespaceProfile,
  type OnrampNetwork,
  type OnrampQuote,
  type PaymentMethodLimit,
  type Transaction,
} from '@latchkey/core'
import { subscribe } from 'valtio/vanilla'
import * as Balance from '../controllers/BalanceController'
import * as Chain from '../controllers/ChainController'
import type { Config } from '../core/Config'
import { servicesOf } from '../core/servicesOf'
import { instanceData, slice } from '../core/store'
import { checkedCheckoutUrl } from './checkoutUrl'
import { type AmountProblem, amountProblemOf, paymentLimit } from './onrampAmount'
import { initial, type OnRampState } from './onrampState'

export type { OnRampState } from './onrampState'

/** What the on-ramp reads of a core: its store, the active pair, the provider, the balances. */
export type OnRampContext = Config

type WithStore = Pick<Config, 'store'>
type Active = Config
type Provider = Config

/**
 * Buying crypto with fiat over the provider's on-ramp routes (SPEC §7, §9), loaded with the Buy
 * views (the `@latchkey/controllers/onramp` entry): the form is the store's `onramp` slice.
 */
export function state(config: WithStore): OnRampState {
  return slice(config.store, 'onramp', initial)
}

const internal = instanceData(() => ({
  /** Bumped by every reset and new choice: an answer to an older run is dropped. */
  run: 0,
  /** The watch that drops the form when the active pair changes, once owned. */
  watching: false,
}))

function active(config: Config) {
  const network = Chain.state(config).activeCaipNetwork
  const account = Chain.getAccount(config, network?.chainNamespace)
  return { network, address: account?.address }
}

function ownerKey(config: Config) {
  const { network, address } = active(config)
  return network && address ? `${network.caipNetworkId}|${address.toLowerCase()}` : undefined
}

/** Drops the form: its options, choice, quotes and purchases. */
export function reset(config: WithStore): void {
  internal(config).run++
  Object.assign(state(config), initial())
}

/**
 * State belongs to its (network, account): a switch of either drops it. Watched from the first
 * load of options on (before, the form has no owner to lose).
 */
function watchOwner(config: Active) {
  const data = internal(config)
  if (data.watching) return
  data.watching = true
  subscribe(Chain.state(config), () => {
    const { owner } = state(config)
    if (owner !== undefined && owner !== ownerKey(config)) reset(config)
  })
}

function context(config: Provider) {
  const { network, address } = active(config)
  const api = servicesOf(config).api()
  if (!network || !namespaceProfile(network.chainNamespace).onramp)
    throw latchkeyError('UNSUPPORTED_CHAIN')
  if (!api) throw latchkeyError('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT')
  if (!address) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
  return { network, api, address }
}

/** The active chain's entry among a currency's networks (§3 networks.chain_id). */
export function networkOf(
  config: Config,
  currency: { readonly networks: readonly OnrampNetwork[] } | undefined,
): OnrampNetwork | undefined {
  const reference = active(config).network?.caipNetworkId.split(':')[1]
  return currency?.networks.find((n) => n.chain_id === reference)
}

function clearQuotes(config: WithStore) {
  internal(config).run++
  const onramp = state(config)
  onramp.quotes = {}
  onramp.loadingQuotes = false
}

/** The payment method's limits the amount is checked against. */
export function limit(config: WithStore): PaymentMethodLimit | undefined {
  return paymentLimit(state(config).paymentCurrency)
}

/** What is wrong with the entered amount, or undefined when it can be quoted. */
export function amountProblem(config: WithStore): AmountProblem | undefined {
  const { paymentAmount, paymentCurrency } = state(config)
  return amountProblemOf(paymentAmount, paymentLimit(paymentCurrency))
}

/** Loads the options for this (network, account): the currencies buyable here first picked. */
export async function initialize(config: Provider): Promise<void> {
  const { network, api } = context(config)
  watchOwner(config)
  const onramp = state(config)
  const owner = ownerKey(config)
  if (onramp.owner !== owner) reset(config)
  onramp.owner = owner
  onramp.loadingOptions = true
  try {
    const options = await api.getOnrampOptions()
    if (onramp.owner !== ownerKey(config)) return
    onramp.fallback = options.fallback === true
    onramp.purchaseCurrencies = options.purchaseCurrencies.filter((c) => networkOf(config, c))
    onramp.paymentCurrencies = options.paymentCurrencies
    onramp.partners = (options.partners ?? []).filter((p) =>
      p.networks.includes(network.caipNetworkId),
    )
    onramp.purchaseCurrency ??= onramp.purchaseCurrencies[0]
    onramp.paymentCurrency ??= onramp.paymentCurrencies[0]
    onramp.selectedPartner ??= onramp.partners[0]?.id
  } finally {
    onramp.loadingOptions = false
  }
}

/** Picks a purchase currency of the options by id (a snapshot's copy will not do). */
export function setPurchaseCurrency(config: WithStore, id: string): void {
  const onramp = state(config)
  const currency = onramp.purchaseCurrencies.find((c) => c.id === id)
  if (!currency) throw latchkeyError('UNSUPPORTED_CHAIN')
  onramp.purchaseCurrency = currency
  clearQuotes(config)
}

export function setPaymentCurrency(config: WithStore, id: string): void {
  const onramp = state(config)
  const currency = onramp.paymentCurrencies.find((c) => c.id === id)
  if (!currency) throw latchkeyError('INVALID_AMOUNT')
  onramp.paymentCurrency = currency
  clearQuotes(config)
}

export function setPaymentAmount(config: WithStore, amount: string): void {
  state(config).paymentAmount = amount.replace(',', '.').trim()
  clearQuotes(config)
}

export function selectPartner(config: WithStore, id: string): void {
  const onramp = state(config)
  if (!onramp.partners.some((p) => p.id === id)) throw latchkeyError('UNSUPPORTED_CHAIN')
  onramp.selectedPartner = id
}

/**
 * Quotes the amount with every partner here (core marks an estimate `mocked` when the
 * provider fails); an amount outside the limits asks nothing. A late answer is dropped.
 */
export async function fetchQuotes(config: Provider): Promise<void> {
  const { api } = context(config)
  const onramp = state(config)
  const { purchaseCurrency, paymentCurrency, paymentAmount } = onramp
  const network = networkOf(config, purchaseCurrency)
  if (!purchaseCurrency || !paymentCurrency || !network || amountProblem(config))
    return clearQuotes(config)
  const data = internal(config)
  const mine = ++data.run
  onramp.loadingQuotes = true
  try {
    const partners = onramp.partners.length > 0 ? onramp.partners.map((p) => p.id) : [undefined]
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
    if (mine !== data.run) return
    const quotes: Record<string, OnrampQuote> = {}
    answers.forEach((answer, i) => {
      if (answer.status === 'fulfilled' && answer.value)
        quotes[partners[i] ?? 'default'] = answer.value
    })
    onramp.quotes = quotes
    const failed = answers.find((a) => a.status === 'rejected')
    if (Object.keys(quotes).length === 0 && failed) throw failed.reason
  } finally {
    if (mine === data.run) onramp.loadingQuotes = false
  }
}

/** Asks the provider for the chosen partner's checkout and returns its http(s) URL. */
export async function checkoutUrl(config: Provider): Promise<string> {
  const { api, address } = context(config)
  const onramp = state(config)
  const { purchaseCurrency, paymentCurrency, paymentAmount, selectedPartner } = onramp
  const network = networkOf(config, purchaseCurrency)
  if (!purchaseCurrency || !paymentCurrency || !network || amountProblem(config))
    throw latchkeyError('INVALID_AMOUNT')
  onramp.opening = true
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
    onramp.opening = false
  }
}

/**
 * Reads the account's purchases here from every partner; when a new one is confirmed, the
 * balances are read again.
 */
export async function fetchPurchases(config: OnRampContext): Promise<void> {
  const { network, api, address } = context(config)
  const onramp = state(config)
  const owner = ownerKey(config)
  const partners = onramp.partners.map((p) => p.id)
  const pages = await Promise.all(
    partners.map((partner) =>
      api.fetchTransactions({ account: address, chainId: network.caipNetworkId, onramp: partner }),
    ),
  )
  if (owner !== ownerKey(config)) return
  const purchases = pages
    .flatMap((page) => page.data)
    .filter((tx) => tx.metadata.chain === network.caipNetworkId)
    .sort((a, b) => b.metadata.minedAt.localeCompare(a.metadata.minedAt))
  const confirmed = (list: readonly Transaction[]) =>
    list.filter((tx) => tx.metadata.status === 'confirmed').length
  const more = confirmed(purchases) > confirmed(onramp.purchases)
  onramp.purchases = purchases
  if (more) {
    void Balance.fetchNativeBalance(config, network.chainNamespace, { fresh: true })
    void Balance.fetchTokenBalances(config, network.chainNamespace, { force: true })
  }
}
