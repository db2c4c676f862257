import type { CaipNetworkId, ChainNamespace } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { withLateControllers } from '../core/loadLateControllers'
import type { StoredState } from '../persistence/storedState'
import { frozenRef } from '../state/frozenRef'

export interface RestoreParameters {
  /** What start-up read from storage (persistence/readStoredState). */
  stored: StoredState | undefined
}

export type RestoreReturnType = undefined

type RestoreContext = Pick<
  CoreContext,
  'adapters' | 'balance' | 'chain' | 'connection' | 'connectors' | 'names' | 'network'
>

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
    ctx.connection.state.recentWallets = frozenRef(stored.recentWallets)
    ctx.connection.state.wcLinking = stored.deepLink
  }
  const connectorIds: Partial<Record<ChainNamespace, string>> = {}
  for (const [namespace, entry] of Object.entries(stored?.namespaces ?? {}))
    if (entry?.connectorId) connectorIds[namespace as ChainNamespace] = entry.connectorId
  ctx.connectors.restoreActiveConnectorIds(connectorIds)
  const storedNamespace = restoreActiveNetwork(ctx, stored)
  // A session: a namespace with its connector stored.
  if (Object.keys(connectorIds).length === 0) {
    ctx.connection.setRestoring(false)
    return
  }
  ctx.connection.setRestoring(true)
  try {
    await withLateControllers((late) => late.restoreStoredSession(ctx, storedNamespace))
  } finally {
    ctx.connection.setRestoring(false)
  }
}

/** Makes the stored active network current again; returns its namespace. */
function restoreActiveNetwork(
  ctx: RestoreContext,
  stored: StoredState | undefined,
): ChainNamespace | undefined {
  const active = stored?.activeNamespace
  const id: CaipNetworkId | undefined = active ? stored?.namespaces[active]?.networkId : undefined
  const network = id ? ctx.chain.findNetwork(id) : undefined
  if (network) ctx.chain.setActiveCaipNetwork(network)
  return network?.chainNamespace
}
