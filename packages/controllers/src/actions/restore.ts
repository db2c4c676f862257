import type { CaipNetworkId, ChainNamespace } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import type { Config } from '../core/Config'
import { withLateControllers } from '../core/loadLateControllers'
import type { StoredState } from '../persistence/storedState'
import { frozenRef } from '../state/frozenRef'

export interface RestoreParameters {
  /** What start-up read from storage (persistence/readStoredState). */
  stored: StoredState | undefined
}

export type RestoreReturnType = undefined

type RestoreContext = Config

/**
 * SPEC §3, §4 Connection status, at start-up of a returning visitor (a first visit has nothing to
 * restore): the recent wallets, the deep link, the active network; a stored session reconnects
 * in restoreStoredSession. In the on-demand chunk, which reads what was stored.
 */
export async function restore(
  ctx: RestoreContext,
  { stored }: RestoreParameters,
): Promise<RestoreReturnType> {
  // Checked as read (persistence/storedState): at most 2, each with an id and a name.
  if (stored) {
    Connection.state(ctx).recentWallets = frozenRef(stored.recentWallets)
    Connection.state(ctx).wcLinking = stored.deepLink
  }
  const connectorIds: Partial<Record<ChainNamespace, string>> = {}
  for (const [namespace, entry] of Object.entries(stored?.namespaces ?? {}))
    if (entry?.connectorId) connectorIds[namespace as ChainNamespace] = entry.connectorId
  Connectors.restoreActiveConnectorIds(ctx, connectorIds)
  const storedNamespace = restoreActiveNetwork(ctx, stored)
  // A session: a namespace with its connector stored.
  if (Object.keys(connectorIds).length === 0) {
    Connection.setRestoring(ctx, false)
    return
  }
  Connection.setRestoring(ctx, true)
  try {
    await withLateControllers((late) => late.restoreStoredSession(ctx, storedNamespace))
  } finally {
    Connection.setRestoring(ctx, false)
  }
}

/** Makes the stored active network current again; returns its namespace. */
function restoreActiveNetwork(
  ctx: RestoreContext,
  stored: StoredState | undefined,
): ChainNamespace | undefined {
  const active = stored?.activeNamespace
  const id: CaipNetworkId | undefined = active ? stored?.namespaces[active]?.networkId : undefined
  const network = id ? Chain.findNetwork(ctx, id) : undefined
  if (network) Chain.setActiveCaipNetwork(ctx, network)
  return network?.chainNamespace
}
