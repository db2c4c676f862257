import type { ChainNamespace } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { STORE_VERSION, type StoredNamespace, type StoredState } from './storedState'

export type StoredStateContext = Pick<CoreContext, 'chain' | 'connection' | 'connectors'>

/**
 * The state to store, from the store: the active namespace; each namespace's connector, network
 * and account while it holds a connector (the active one's network always); recent wallets and
 * the deep link. A namespace still restoring keeps the account `previous` stored for it.
 */
export function storedStateOf(ctx: StoredStateContext, previous?: StoredState): StoredState {
  const { activeNamespace, chains } = ctx.chain.state
  const connectorIds = ctx.connectors.state.activeConnectorIds
  const namespaces: StoredState['namespaces'] = {}
  for (const namespace of Object.keys(chains) as ChainNamespace[]) {
    const chain = chains[namespace]
    const connectorId = connectorIds[namespace]
    if (!chain || (!connectorId && namespace !== activeNamespace)) continue
    const entry: StoredNamespace = {}
    if (connectorId) entry.connectorId = connectorId
    if (chain.caipNetwork) entry.networkId = chain.caipNetwork.caipNetworkId
    const before = previous?.namespaces[namespace]
    const caipAddress =
      chain.account.caipAddress ??
      (before?.connectorId === connectorId ? before?.caipAddress : undefined)
    if (connectorId && caipAddress) entry.caipAddress = caipAddress
    namespaces[namespace] = entry
  }
  const { recentWallets, wcLinking } = ctx.connection.state
  return {
    version: STORE_VERSION,
    activeNamespace,
    namespaces,
    recentWallets: [...recentWallets],
    deepLink: wcLinking ? { href: wcLinking.href, name: wcLinking.name } : undefined,
  }
}
