import { formatUnits, latchkeyError, parseUnits, type SwapToken } from '@latchkey/core'
import { subscribe } from 'valtio/vanilla'
import * as Chain from '../controllers/ChainController'
import * as Router from '../controllers/RouterController'
import type { Config } from '../core/Config'
import { servicesOf } from '../core/servicesOf'
import { runSwap } from './runSwap'
import { isNativeSwapToken } from './swapBalances'
import {
  activeAccount,
  clearQuote,
  held,
  internal,
  reset,
  type SwapContext,
  sourceAmount,
  state,
} from './swapState'
import { isSwapSupported } from './swapSupport'

// The swap form over the provider's convert routes (SPEC §7), loaded with the Swap views: its
// state is the store's `swap` slice, its actions the functions below (`Swap.fn(ctx, …)`).
export { held, reset, type SwapContext, type SwapState, sourceAmount, state } from './swapState'

const ownerKey = (config: Config) => {
  const { network, found } = activeAccount(config)
  return network && found?.address
    ? `${network.caipNetworkId}|${found.address.toLowerCase()}`
    : undefined
}

/**
 * State belongs to its (network, account): a switch of either drops the form. Started by the
 * first `initialize` (before it the form has no owner to lose); returns the stop.
 */
export function watchSwap(config: Config): () => void {
  const data = internal(config)
  data.unwatch ??= subscribe(Chain.state(config), () => {
    const owner = state(config).owner
    if (owner !== undefined && owner !== ownerKey(config)) reset(config)
  })
  return data.unwatch
}

function context(config: SwapContext) {
  const { network, found } = activeAccount(config)
  const api = servicesOf(config).api()
  if (!network || !isSwapSupported(config, internal(config).supportedIds)) {
    throw latchkeyError('NETWORK_NOT_SUPPORTED_FOR_SWAPS')
  }
  if (!api) throw latchkeyError('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT')
  if (!found?.address || !found.caipAddress) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
  return { network, api, address: found.address, caipAddress: found.caipAddress }
}

/** Loads the network's tokens, their prices and the gas price for this (network, account). */
export async function initialize(config: SwapContext): Promise<void> {
  watchSwap(config)
  const form = state(config)
  const api = servicesOf(config).api()
  internal(config).supportedIds =
    (await api?.fetchSupportedChains().catch(() => undefined))?.swap ?? []
  const { network } = context(config)
  const owner = ownerKey(config)
  if (form.owner !== owner) reset(config)
  form.owner = owner
  form.loadingTokens = true
  try {
    const [{ tokens }, gas] = await Promise.all([
      context(config).api.fetchSwapTokens({ chainId: network.caipNetworkId }),
      context(config).api.fetchGasPrice({ chainId: network.caipNetworkId }),
    ])
    if (form.owner !== ownerKey(config)) return
    form.tokens = tokens
    form.gasPrice = gas.standard
    form.sourceToken ??= tokens.find(isNativeSwapToken)
    const { fungibles } = await context(config).api.fetchTokenPrice({
      addresses: tokens.map((t) => t.address),
    })
    const prices: Record<string, number> = {}
    for (const token of tokens) {
      const price = fungibles.find((f) => f.symbol === token.symbol)?.price
      if (price !== undefined) prices[token.address.toLowerCase()] = price
    }
    if (form.owner === ownerKey(config)) form.prices = prices
  } finally {
    form.loadingTokens = false
  }
}

/** Opens the token list for one side. */
export function selectFor(config: Config, side: 'source' | 'to') {
  state(config).selecting = side
  Router.push(config, 'SwapSelectToken')
}

/** Sets the token of the side being picked; the other side gives way when it was the same. */
export function pick(config: Pick<Config, 'store'>, token: SwapToken) {
  const form = state(config)
  const same = (t: SwapToken | undefined) => t?.address === token.address
  if (form.selecting === 'source') {
    if (same(form.toToken)) form.toToken = form.sourceToken
    form.sourceToken = token
  } else {
    if (same(form.sourceToken)) form.sourceToken = form.toToken
    form.toToken = token
  }
  clearQuote(config)
}

export function setSourceTokenAmount(config: Pick<Config, 'store'>, amount: string) {
  state(config).sourceTokenAmount = amount.replace(',', '.').trim()
  clearQuote(config)
}

export function switchTokens(config: Pick<Config, 'store'>) {
  const form = state(config)
  const { sourceToken, toToken } = form
  form.sourceToken = toToken
  form.toToken = sourceToken
  form.sourceTokenAmount = form.toTokenAmount
  clearQuote(config)
}

/** SPEC §5 for the source token: more than the account holds. */
export function hasInsufficientBalance(config: Config): boolean {
  const token = state(config).sourceToken
  return Boolean(token) && sourceAmount(config) > held(config, token as SwapToken)
}

/**
 * SPEC §5 insufficient gas: no native balance, or the network fee above it (what a native
 * input leaves of it). Smart accounts are never flagged.
 */
export function hasInsufficientGas(config: Config): boolean {
  const form = state(config)
  const { network, found } = activeAccount(config)
  if (!network || !found || found.preferredAccountType === 'smartAccount') return false
  const balance = parseUnits(found.balance ?? '0', network.nativeCurrency.decimals)
  if (balance <= 0n) return true
  const fee = BigInt(form.quote?.networkFee ?? form.gasPrice ?? '0')
  const spent = form.sourceToken && isNativeSwapToken(form.sourceToken) ? sourceAmount(config) : 0n
  return fee > balance - (spent > balance ? balance : spent)
}

/** USD of an amount of a token, undefined without a price. */
export function usd(
  config: Pick<Config, 'store'>,
  token: SwapToken | undefined,
  amount: string,
): number | undefined {
  const price = token && state(config).prices[token.address.toLowerCase()]
  const value = Number(amount)
  return price !== undefined && Number.isFinite(value) ? value * price : undefined
}

/** The quote's network fee in USD, priced as the native currency. */
export function networkFeeUsd(config: Config): number | undefined {
  const form = state(config)
  const { network } = activeAccount(config)
  const native = form.tokens.find(isNativeSwapToken)
  if (!network || !form.quote?.networkFee) return undefined
  const fee = formatUnits(BigInt(form.quote.networkFee), network.nativeCurrency.decimals)
  return usd(config, native, fee)
}

/** Quotes the entered amount; an answer for older inputs is dropped. */
export async function fetchQuote(config: SwapContext): Promise<void> {
  const form = state(config)
  const data = internal(config)
  const { api, caipAddress } = context(config)
  const { sourceToken, toToken } = form
  const amount = sourceAmount(config)
  if (!sourceToken || !toToken || amount <= 0n) return clearQuote(config)
  const run = ++data.quoteRun
  form.loadingQuote = true
  try {
    const { quotes } = await api.fetchSwapQuote({
      userAddress: caipAddress,
      from: sourceToken.address,
      to: toToken.address,
      amount: amount.toString(),
      gasPrice: form.gasPrice ?? '0',
    })
    if (run !== data.quoteRun) return
    const quote = quotes[0]
    form.quote = quote
    form.toTokenAmount = quote ? formatUnits(BigInt(quote.toAmount), toToken.decimals) : ''
  } finally {
    if (run === data.quoteRun) form.loadingQuote = false
  }
}

/** Approves when the allowance is short, then swaps (see runSwap). */
export function swap(config: SwapContext): Promise<{ hash: string } | undefined> {
  const { network, api, address } = context(config)
  return runSwap(config, { network, api, address })
}
