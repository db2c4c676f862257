import type { CaipNetworkId, ChainNamespace } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { withLateControllers } from '../core/loadLateControllers'
import { hasSession, type StoredState } from '../persistence/storedState'

export interface RestoreParameters {
  /** What start-up read from storage (persistence/readStoredState); undefined on a first visit. */
  stored: StoredState | undefined
}

export type RestoreReturnType = undefined

type RestoreContext = Pick<
  CoreContext,
  'adapters' | 'balance' | 'chain' | 'connection' | 'connectors' | 'names' | 'network'
>

/**
 * SPEC §4 Connection status, at start-up. A first visit (no session stored) settles here; a
 * stored session reconnects in restoreStoredSession, which loads with the on-demand controllers.
 */
export async function restore(
  ctx: RestoreContext,
  { stored }: RestoreParameters,
): Promise<RestoreReturnType> {
  const connectorIds: Partial<Record<ChainNamespace, string>> = {}
  for (const [namespace, entry] of Object.entries(stored?.namespaces ?? {}))
    if (entry?.connectorId) connectorIds[namespace as ChainNamespace] = entry.connectorId
  ctx.connectors.restoreActiveConnectorIds(connectorIds)
  const storedNamespace = restoreActiveNetwork(ctx, stored)
  if (!hasSession(stored)) return
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
