import type { ChainNamespace } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import type { Config } from '../core/Config'
import { STORE_VERSION, type StoredNamespace, type StoredState } from './storedState'

export type StoredStateContext = Config

/**
 * The state to store, from the store: the active namespace; each namespace's connector, network
 * and account while it holds a connector (the active one's network always); recent wallets and
 * the deep link. A namespace still restoring keeps the account `previous` stored for it.
 */
export function storedStateOf(ctx: StoredStateContext, previous?: StoredState): StoredState {
  const { activeNamespace, chains } = Chain.state(ctx)
  const connectorIds = Connectors.state(ctx).activeConnectorIds
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
  const { recentWallets, wcLinking } = Connection.state(ctx)
  return {
    version: STORE_VERSION,
    activeNamespace,
    namespaces,
    recentWallets: [...recentWallets],
    deepLink: wcLinking ? { href: wcLinking.href, name: wcLinking.name } : undefined,
  }
}
