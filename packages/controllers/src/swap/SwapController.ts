import {
  CONSTANTS,
  formatUnits,
  latchkeyError,
  parseUnits,
  type SwapQuote,
  type SwapToken,
  toDecimalParts,
} from '@latchkey/core'
import { proxy, subscribe } from 'valtio/vanilla'
import type { CoreContext } from '../core/CoreContext'
import { runSwap } from './runSwap'
import { heldAmount, isNativeSwapToken } from './swapBalances'
import { isSwapSupported } from './swapSupport'

export interface SwapState {
  /** The (network, account) the swap belongs to; any other pair resets it. */
  owner: string | undefined
  tokens: SwapToken[]
  /** USD price by token CAIP-10 id (lower case), from the provider. */
  prices: Record<string, number>
  sourceToken: SwapToken | undefined
  sourceTokenAmount: string
  toToken: SwapToken | undefined
  toTokenAmount: string
  quote: SwapQuote | undefined
  /** Standard gas price of the network, wei. */
  gasPrice: string | undefined
  /** Percent (SPEC §9: 1). */
  slippage: number
  /** Which side the token list picks for. */
  selecting: 'source' | 'to'
  loadingTokens: boolean
  loadingQuote: boolean
  /** The transaction under way: the approval, then the swap. */
  step: 'approve' | 'swap' | undefined
}

export type SwapContext = Pick<
  CoreContext,
  | 'chain'
  | 'adapters'
  | 'options'
  | 'services'
  | 'snack'
  | 'router'
  | 'balance'
  | 'transactions'
  | 'clock'
  | 'connectors'
>

const initial = (): SwapState => ({
  owner: undefined,
  tokens: [],
  prices: {},
  sourceToken: undefined,
  sourceTokenAmount: '',
  toToken: undefined,
  toTokenAmount: '',
  quote: undefined,
  gasPrice: undefined,
  slippage: CONSTANTS.SWAP_SLIPPAGE,
  selecting: 'source',
  loadingTokens: false,
  loadingQuote: false,
  step: undefined,
})

/** The swap form over the provider's convert routes (SPEC §7), loaded with the Swap views. */
export function createSwapController(ctx: SwapContext) {
  const state = proxy<SwapState>(initial())
  let quoteRun = 0

  const ownerKey = () => {
    const network = ctx.chain.state.activeCaipNetwork
    const address = ctx.chain.getAccount(network?.chainNamespace)?.address
    return network && address ? `${network.caipNetworkId}|${address.toLowerCase()}` : undefined
  }
  const reset = () => {
    quoteRun++
    Object.assign(state, initial())
  }
  // State belongs to its (network, account): a switch of either drops the form.
  subscribe(ctx.chain.state, () => {
    if (state.owner !== undefined && state.owner !== ownerKey()) reset()
  })

  function account() {
    const network = ctx.chain.state.activeCaipNetwork
    const found = ctx.chain.getAccount(network?.chainNamespace)
    return { network, found }
  }

  function context() {
    const { network, found } = account()
    const api = ctx.services.api()
    if (!network || !isSwapSupported(ctx, supportedIds)) {
      throw latchkeyError('NETWORK_NOT_SUPPORTED_FOR_SWAPS')
    }
    if (!api) throw latchkeyError('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT')
    if (!found?.address || !found.caipAddress) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
    return { network, api, address: found.address, caipAddress: found.caipAddress }
  }
  let supportedIds: readonly string[] = []

  const clearQuote = () => {
    quoteRun++
    state.toTokenAmount = ''
    state.quote = undefined
  }

  /** The entered amount in the source token's smallest unit; 0 when none or not a number. */
  function sourceAmount(): bigint {
    const token = state.sourceToken
    const parts = toDecimalParts(state.sourceTokenAmount)
    if (!token || !parts || parts.negative) return 0n
    try {
      return parseUnits(state.sourceTokenAmount, token.decimals)
    } catch {
      return 0n
    }
  }

  function held(token: SwapToken) {
    const found = account().found
    return heldAmount(token, found?.tokenBalance ?? [], found?.balance)
  }

  const controller = {
    state,
    reset,
    sourceAmount,
    held,

    /** Loads the network's tokens, their prices and the gas price for this (network, account). */
    async initialize() {
      const api = ctx.services.api()
      supportedIds = (await api?.fetchSupportedChains().catch(() => undefined))?.swap ?? []
      const { network } = context()
      const owner = ownerKey()
      if (state.owner !== owner) reset()
      state.owner = owner
      state.loadingTokens = true
      try {
        const [{ tokens }, gas] = await Promise.all([
          context().api.fetchSwapTokens({ chainId: network.caipNetworkId }),
          context().api.fetchGasPrice({ chainId: network.caipNetworkId }),
        ])
        if (state.owner !== ownerKey()) return
        state.tokens = tokens
        state.gasPrice = gas.standard
        state.sourceToken ??= tokens.find(isNativeSwapToken)
        const { fungibles } = await context().api.fetchTokenPrice({
          addresses: tokens.map((t) => t.address),
        })
        const prices: Record<string, number> = {}
        for (const token of tokens) {
          const price = fungibles.find((f) => f.symbol === token.symbol)?.price
          if (price !== undefined) prices[token.address.toLowerCase()] = price
        }
        if (state.owner === ownerKey()) state.prices = prices
      } finally {
        state.loadingTokens = false
      }
    },

    /** Opens the token list for one side. */
    selectFor(side: 'source' | 'to') {
      state.selecting = side
      ctx.router.push('SwapSelectToken')
    },
    /** Sets the token of the side being picked; the other side gives way when it was the same. */
    pick(token: SwapToken) {
      const same = (t: SwapToken | undefined) => t?.address === token.address
      if (state.selecting === 'source') {
        if (same(state.toToken)) state.toToken = state.sourceToken
        state.sourceToken = token
      } else {
        if (same(state.sourceToken)) state.sourceToken = state.toToken
        state.toToken = token
      }
      clearQuote()
    },
    setSourceTokenAmount(amount: string) {
      state.sourceTokenAmount = amount.replace(',', '.').trim()
      clearQuote()
    },
    switchTokens() {
      const { sourceToken, toToken } = state
      state.sourceToken = toToken
      state.toToken = sourceToken
      state.sourceTokenAmount = state.toTokenAmount
      clearQuote()
    },

    /** SPEC §5 for the source token: more than the account holds. */
    hasInsufficientBalance(): boolean {
      const token = state.sourceToken
      return Boolean(token) && sourceAmount() > held(token as SwapToken)
    },

    /**
     * SPEC §5 insufficient gas: no native balance, or the network fee above it (what a native
     * input leaves of it). Smart accounts are never flagged.
     */
    hasInsufficientGas(): boolean {
      const { network, found } = account()
      if (!network || !found || found.preferredAccountType === 'smartAccount') return false
      const balance = parseUnits(found.balance ?? '0', network.nativeCurrency.decimals)
      if (balance <= 0n) return true
      const fee = BigInt(state.quote?.networkFee ?? state.gasPrice ?? '0')
      const spent = state.sourceToken && isNativeSwapToken(state.sourceToken) ? sourceAmount() : 0n
      return fee > balance - (spent > balance ? balance : spent)
    },

    /** USD of an amount of a token, undefined without a price. */
    usd(token: SwapToken | undefined, amount: string): number | undefined {
      const price = token && state.prices[token.address.toLowerCase()]
      const value = Number(amount)
      return price !== undefined && Number.isFinite(value) ? value * price : undefined
    },

    /** The quote's network fee in USD, priced as the native currency. */
    networkFeeUsd(): number | undefined {
      const { network } = account()
      const native = state.tokens.find(isNativeSwapToken)
      if (!network || !state.quote?.networkFee) return undefined
      const fee = formatUnits(BigInt(state.quote.networkFee), network.nativeCurrency.decimals)
      return controller.usd(native, fee)
    },

    /** Quotes the entered amount; an answer for older inputs is dropped. */
    async fetchQuote() {
      const { api, caipAddress } = context()
      const { sourceToken, toToken } = state
      const amount = sourceAmount()
      if (!sourceToken || !toToken || amount <= 0n) return clearQuote()
      const run = ++quoteRun
      state.loadingQuote = true
      try {
        const { quotes } = await api.fetchSwapQuote({
          userAddress: caipAddress,
          from: sourceToken.address,
          to: toToken.address,
          amount: amount.toString(),
          gasPrice: state.gasPrice ?? '0',
        })
        if (run !== quoteRun) return
        const quote = quotes[0]
        state.quote = quote
        state.toTokenAmount = quote ? formatUnits(BigInt(quote.toAmount), toToken.decimals) : ''
      } finally {
        if (run === quoteRun) state.loadingQuote = false
      }
    },

    /** Approves when the allowance is short, then swaps (see runSwap). */
    swap() {
      const { network, api, address } = context()
      return runSwap(ctx, controller, { network, api, address })
    },
  }
  return controller
}

export type SwapController = ReturnType<typeof createSwapController>

const controllers = new WeakMap<object, SwapController>()

/** The one swap controller of a core, made on first use (the Swap views load it on demand). */
export function swapControllerOf(ctx: SwapContext): SwapController {
  let controller = controllers.get(ctx)
  if (!controller) {
    controller = createSwapController(ctx)
    controllers.set(ctx, controller)
  }
  return controller
}
