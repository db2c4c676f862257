import { createTtlCache } from '../cache/TtlCache'
import { LIMITS } from '../constants/limits'
import { TIMING } from '../constants/timing'
import { HttpClient, type QueryParams, type RetryPolicy } from '../http/HttpClient'
import { type Clock, systemClock } from '../time/clock'
import * as account from './account'
import type { ApiContext } from './context'
import * as names from './names'
import * as nfts from './nfts'
import * as onramp from './onramp'
import * as sessions from './sessions'
import { createSupportedChains, type SupportedChains } from './supportedChains'
import * as swaps from './swaps'
import type { ActiveNetworkGetter, CallOptions } from './types'

export interface BlockchainApiClientOptions {
  baseUrl: string
  projectId: string
  /** Sent as `st`, e.g. 'appkit'. */
  sdkType: string
  /** Sent as `sv`, e.g. 'react-wagmi-1.0.0'. */
  sdkVersion: string
  clientId?: string
  fetch?: typeof fetch
  clock?: Clock
  retry?: Partial<RetryPolicy>
  /**
   * The active network. When given, every call is skipped with an empty answer unless this id is
   * in the provider's supported-chains list; when left out, calls are never gated.
   */
  getActiveCaipNetworkId?: ActiveNetworkGetter
  /**
   * Zone for name suggestions. Left out, the request names none and the provider answers for the
   * zone it serves (a self-hosted one may serve another than latchkey.id).
   */
  nameZone?: string
}

/**
 * The SPEC §7 blockchain API: one method per route, each in the file of its area
 * (account, swaps, names, onramp, sessions). Answers of balance, identity and names are cached
 * on the clock; nothing is requested until a method is called.
 */
export class BlockchainApiClient {
  private readonly ctx: ApiContext
  private readonly supportedChains: SupportedChains

  constructor(options: BlockchainApiClientOptions) {
    const clock = options.clock ?? systemClock
    const http = new HttpClient({
      baseUrl: options.baseUrl,
      clock,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.retry ? { retry: options.retry } : {}),
    })
    const baseParams: QueryParams = {
      projectId: options.projectId,
      st: options.sdkType,
      sv: options.sdkVersion,
      clientId: options.clientId,
    }
    this.supportedChains = createSupportedChains(http, baseParams, options.getActiveCaipNetworkId)
    const size = LIMITS.REQUEST_CACHE_ENTRIES
    this.ctx = {
      http,
      clock,
      projectId: options.projectId,
      baseParams,
      nameZone: options.nameZone,
      isActiveNetworkSupported: () => this.supportedChains.isActiveNetworkSupported(),
      caches: {
        balance: createTtlCache(clock, TIMING.BALANCE_CACHE_MS, size),
        identity: createTtlCache(clock, TIMING.IDENTITY_CACHE_MS, size),
        names: createTtlCache(clock, TIMING.NAMES_CACHE_MS, size),
        reverseNames: createTtlCache(clock, TIMING.NAMES_CACHE_MS, size),
      },
    }
  }

  /** GET /v1/supported-chains, fetched once per client. */
  fetchSupportedChains() {
    return this.supportedChains.fetch()
  }
  /** True when calls for the active network go out (see `getActiveCaipNetworkId`). */
  isActiveNetworkSupported() {
    return this.supportedChains.isActiveNetworkSupported()
  }
  fetchIdentity(params: account.FetchIdentityParameters) {
    return account.fetchIdentity(this.ctx, params)
  }
  fetchTransactions(params: account.FetchTransactionsParameters) {
    return account.fetchTransactions(this.ctx, params)
  }
  getBalance(params: account.GetBalanceParameters) {
    return account.getBalance(this.ctx, params)
  }
  fetchNfts(params: nfts.FetchNftsParameters) {
    return nfts.fetchNfts(this.ctx, params)
  }
  fetchSwapQuote(params: swaps.FetchSwapQuoteParameters) {
    return swaps.fetchSwapQuote(this.ctx, params)
  }
  fetchSwapTokens(params: swaps.FetchSwapTokensParameters) {
    return swaps.fetchSwapTokens(this.ctx, params)
  }
  fetchTokenPrice(params: swaps.FetchTokenPriceParameters) {
    return swaps.fetchTokenPrice(this.ctx, params)
  }
  fetchSwapAllowance(params: swaps.FetchSwapAllowanceParameters) {
    return swaps.fetchSwapAllowance(this.ctx, params)
  }
  fetchGasPrice(params: swaps.FetchGasPriceParameters) {
    return swaps.fetchGasPrice(this.ctx, params)
  }
  generateSwapCalldata(params: swaps.GenerateSwapCalldataParameters) {
    return swaps.generateSwapCalldata(this.ctx, params)
  }
  generateApproveCalldata(params: swaps.GenerateApproveCalldataParameters) {
    return swaps.generateApproveCalldata(this.ctx, params)
  }
  lookupEnsName(params: names.LookupNameParameters) {
    return names.lookupEnsName(this.ctx, params)
  }
  reverseLookupEnsName(params: names.ReverseLookupParameters) {
    return names.reverseLookupEnsName(this.ctx, params)
  }
  getEnsNameSuggestions(params: names.NameSuggestionsParameters) {
    return names.getEnsNameSuggestions(this.ctx, params)
  }
  registerEnsName(params: names.RegisterNameParameters) {
    return names.registerEnsName(this.ctx, params)
  }
  generateOnRampURL(params: onramp.GenerateOnRampUrlParameters) {
    return onramp.generateOnRampURL(this.ctx, params)
  }
  getOnrampOptions(params: CallOptions = {}) {
    return onramp.getOnrampOptions(this.ctx, params)
  }
  getOnrampQuote(params: onramp.GetOnrampQuoteParameters) {
    return onramp.getOnrampQuote(this.ctx, params)
  }
  getSmartSessions(params: sessions.GetSmartSessionsParameters) {
    return sessions.getSmartSessions(this.ctx, params)
  }
  revokeSmartSession(params: sessions.RevokeSmartSessionParameters) {
    return sessions.revokeSmartSession(this.ctx, params)
  }
  /** Forgets cached balances, identities and names (e.g. after a disconnect). */
  clearCaches() {
    for (const cache of Object.values(this.ctx.caches)) cache.clear()
  }
}
