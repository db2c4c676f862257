import {
  CONSTANTS,
  parseUnits,
  type SwapQuote,
  type SwapToken,
  toDecimalParts,
} from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import type { Config } from '../core/Config'
import { instanceData, slice } from '../core/store'
import { heldAmount } from './swapBalances'

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

/** What the swap functions reach: the store, the chain, the provider's services and the rest. */
export type SwapContext = Config

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

/** The store's swap form (SPEC §7), made on first use: the Swap views load it on demand. */
export function state(config: Pick<Config, 'store'>): SwapState {
  return slice(config.store, 'swap', initial)
}

/**
 * Not state: the number of the latest quote asked (an answer for an older one is dropped), the
 * networks the provider swaps on, and the stop of the watch on the (network, account).
 */
export const internal = instanceData(() => ({
  quoteRun: 0,
  supportedIds: [] as readonly string[],
  unwatch: undefined as (() => void) | undefined,
}))

/** Back to an empty form; a quote under way is dropped. */
export function reset(config: Pick<Config, 'store'>): void {
  internal(config).quoteRun++
  Object.assign(state(config), initial())
}

/** Drops the quote and the amount it gave; a quote under way is dropped too. */
export function clearQuote(config: Pick<Config, 'store'>): void {
  internal(config).quoteRun++
  const swap = state(config)
  swap.toTokenAmount = ''
  swap.quote = undefined
}

/** The entered amount in the source token's smallest unit; 0 when none or not a number. */
export function sourceAmount(config: Pick<Config, 'store'>): bigint {
  const { sourceToken: token, sourceTokenAmount: amount } = state(config)
  const parts = toDecimalParts(amount)
  if (!token || !parts || parts.negative) return 0n
  try {
    return parseUnits(amount, token.decimals)
  } catch {
    return 0n
  }
}

/** The active network and its namespace's account. */
export function activeAccount(config: Config) {
  const network = Chain.state(config).activeCaipNetwork
  const found = Chain.getAccount(config, network?.chainNamespace)
  return { network, found }
}

/** How much of a token the active account holds, in its smallest unit. */
export function held(config: Config, token: SwapToken): bigint {
  const { found } = activeAccount(config)
  return heldAmount(token, found?.tokenBalance ?? [], found?.balance)
}
