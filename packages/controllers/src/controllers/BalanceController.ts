import {
  type ChainNamespace,
  CONSTANTS,
  formatBalanceUsd,
  namespaceProfile,
  type TokenBalance,
  type UsdBalance,
} from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { slice } from '../core/store'

export interface BalanceState {
  loading: boolean
  /**
   * When the last token-balance fetch failed, per account on its network (CAIP-10 address);
   * that account's retries wait 30 s from here (SPEC §5), other accounts are not held back.
   */
  lastFailureAt: Record<string, number>
}

/** Native balance through the adapter, token balances through the blockchain API. */
export function createBalanceController(ctx: CoreContext) {
  const state = slice(ctx.store, 'balance', () => ({ loading: false, lastFailureAt: {} }))

  function unavailable(namespace: ChainNamespace): TokenBalance[] {
    ctx.snack.showError({ code: 'TOKEN_BALANCE_UNAVAILABLE' })
    return [...(ctx.chain.getAccount(namespace)?.tokenBalance ?? [])]
  }

  return {
    state,

    /** SPEC §5: the account's USD total as dollars and pennies; 0.00 on testnets and unserved networks. */
    totalUsd(namespace = ctx.chain.state.activeNamespace): UsdBalance {
      const network = ctx.chain.getChain(namespace)?.caipNetwork
      const tokens = ctx.chain.getAccount(namespace)?.tokenBalance ?? []
      const supported =
        namespace !== undefined &&
        namespaceProfile(namespace).balances &&
        network !== undefined &&
        ctx.network.isRequested(network.caipNetworkId)
      const total = tokens.reduce(
        (sum, token) => sum + (Number.isFinite(token.value) ? token.value : 0),
        0,
      )
      return formatBalanceUsd(total, { testnet: network?.testnet === true, supported })
    },

    /** `fresh` reads past the adapter's 30 s cache (SPEC §9): funds arrived from outside. */
    async fetchNativeBalance(namespace: ChainNamespace, { fresh = false } = {}) {
      const account = ctx.chain.getAccount(namespace)
      const network = ctx.chain.getChain(namespace)?.caipNetwork
      const adapter = ctx.adapters.get(namespace)
      if (!account?.address || !network || !adapter) return
      try {
        const { balance, symbol } = await adapter.getBalance({
          address: account.address,
          caipNetwork: network,
          ...(fresh ? { fresh } : {}),
        })
        ctx.chain.setAccount(namespace, { balance, balanceSymbol: symbol })
      } catch (error) {
        ctx.logger.warn(error)
      }
    },

    /**
     * Token balances of the namespace's account. After a failure no request goes out for 30 s;
     * a failure or an unsupported network shows 'Token Balance Unavailable'.
     */
    async fetchTokenBalances(
      namespace = ctx.chain.state.activeNamespace,
      { force = false } = {},
    ): Promise<TokenBalance[]> {
      if (!namespace) return []
      const account = ctx.chain.getAccount(namespace)
      const network = ctx.chain.getChain(namespace)?.caipNetwork
      if (!account?.address || !network) return []
      const key = account.caipAddress ?? `${network.caipNetworkId}:${account.address}`
      const lastFailureAt = state.lastFailureAt[key]
      if (
        lastFailureAt !== undefined &&
        ctx.clock.now() - lastFailureAt < CONSTANTS.BALANCE_RETRY_MS
      )
        return [...account.tokenBalance]
      const api = ctx.services.api()
      // No provider configured: token balances are a service the host did not ask for.
      if (!api && !ctx.options.state.hasProvider) return [...account.tokenBalance]
      if (!api || !namespaceProfile(namespace).balances) return unavailable(namespace)
      // A list belongs to the (account, network) it was asked for: a late answer for an old pair
      // is dropped instead of shown for the new one.
      const stillCurrent = () => ctx.chain.getAccount(namespace)?.caipAddress === key
      state.loading = true
      try {
        if (!(await api.isActiveNetworkSupported()))
          return stillCurrent() ? unavailable(namespace) : []
        const { balances } = await api.getBalance({
          address: account.address,
          chainId: network.caipNetworkId,
          ...(force ? { forceUpdate: true } : {}),
        })
        delete state.lastFailureAt[key]
        if (!stillCurrent()) return balances
        ctx.chain.setAccount(namespace, { tokenBalance: balances })
        ctx.send.setTokenBalances(balances)
        return balances
      } catch {
        state.lastFailureAt[key] = ctx.clock.now()
        return stillCurrent() ? unavailable(namespace) : []
      } finally {
        state.loading = false
      }
    },
  }
}

export type BalanceController = ReturnType<typeof createBalanceController>
