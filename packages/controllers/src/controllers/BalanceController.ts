import {
  type ChainNamespace,
  CONSTANTS,
  formatBalanceUsd,
  namespaceProfile,
  type TokenBalance,
  type UsdBalance,
} from '@latchkey/core'
import type { Config } from '../core/Config'
import { servicesOf } from '../core/servicesOf'
import { slice } from '../core/store'
import * as Chain from './ChainController'
import * as Network from './NetworkController'
import * as Options from './OptionsController'
import * as Send from './SendController'
import * as Snack from './SnackController'

export interface BalanceState {
  loading: boolean
  /**
   * When the last token-balance fetch failed, per account on its network (CAIP-10 address);
   * that account's retries wait 30 s from here (SPEC §5), other accounts are not held back.
   */
  lastFailureAt: Record<string, number>
}

/** Native balance through the adapter, token balances through the blockchain API: the store's `balance` slice. */
export function state(config: Pick<Config, 'store'>): BalanceState {
  return slice(config.store, 'balance', () => ({ loading: false, lastFailureAt: {} }))
}

function unavailable(config: Config, namespace: ChainNamespace) {
  Snack.showError(config, { code: 'TOKEN_BALANCE_UNAVAILABLE' })
  return [...(Chain.getAccount(config, namespace)?.tokenBalance ?? [])]
}

/** SPEC §5: the account's USD total as dollars and pennies; 0.00 on testnets and unserved networks. */
export function totalUsd(
  config: Config,
  namespace = Chain.state(config).activeNamespace,
): UsdBalance {
  const network = Chain.getChain(config, namespace)?.caipNetwork
  const tokens = Chain.getAccount(config, namespace)?.tokenBalance ?? []
  const supported =
    namespace !== undefined &&
    namespaceProfile(namespace).balances &&
    network !== undefined &&
    Network.isRequested(config, network.caipNetworkId)
  const total = tokens.reduce(
    (sum, token) => sum + (Number.isFinite(token.value) ? token.value : 0),
    0,
  )
  return formatBalanceUsd(total, { testnet: network?.testnet === true, supported })
}

/** `fresh` reads past the adapter's 30 s cache (SPEC §9): funds arrived from outside. */
export async function fetchNativeBalance(
  config: Config,
  namespace: ChainNamespace,
  { fresh = false } = {},
): Promise<void> {
  const account = Chain.getAccount(config, namespace)
  const network = Chain.getChain(config, namespace)?.caipNetwork
  const adapter = config.adapters.get(namespace)
  if (!account?.address || !network || !adapter) return
  try {
    const { balance, symbol } = await adapter.getBalance({
      address: account.address,
      caipNetwork: network,
      ...(fresh ? { fresh } : {}),
    })
    Chain.setAccount(config, namespace, { balance, balanceSymbol: symbol })
  } catch (error) {
    config.logger.warn(error)
  }
}

/**
 * Token balances of the namespace's account. After a failure no request goes out for 30 s;
 * a failure or an unsupported network shows 'Token Balance Unavailable'.
 */
export async function fetchTokenBalances(
  config: Config,
  namespace = Chain.state(config).activeNamespace,
  { force = false } = {},
): Promise<TokenBalance[]> {
  if (!namespace) return []
  const account = Chain.getAccount(config, namespace)
  const network = Chain.getChain(config, namespace)?.caipNetwork
  if (!account?.address || !network) return []
  const balanceState = state(config)
  const key = account.caipAddress ?? `${network.caipNetworkId}:${account.address}`
  const lastFailureAt = balanceState.lastFailureAt[key]
  if (
    lastFailureAt !== undefined &&
    config.clock.now() - lastFailureAt < CONSTANTS.BALANCE_RETRY_MS
  )
    return [...account.tokenBalance]
  const api = servicesOf(config).api()
  // No provider configured: token balances are a service the host did not ask for.
  if (!api && !Options.state(config).hasProvider) return [...account.tokenBalance]
  if (!api || !namespaceProfile(namespace).balances) return unavailable(config, namespace)
  // A list belongs to the (account, network) it was asked for: a late answer for an old pair
  // is dropped instead of shown for the new one.
  const stillCurrent = () => Chain.getAccount(config, namespace)?.caipAddress === key
  balanceState.loading = true
  try {
    if (!(await api.isActiveNetworkSupported()))
      return stillCurrent() ? unavailable(config, namespace) : []
    const { balances } = await api.getBalance({
      address: account.address,
      chainId: network.caipNetworkId,
      ...(force ? { forceUpdate: true } : {}),
    })
    delete balanceState.lastFailureAt[key]
    if (!stillCurrent()) return balances
    Chain.setAccount(config, namespace, { tokenBalance: balances })
    Send.setTokenBalances(config, balances)
    return balances
  } catch {
    balanceState.lastFailureAt[key] = config.clock.now()
    return stillCurrent() ? unavailable(config, namespace) : []
  } finally {
    balanceState.loading = false
  }
}
