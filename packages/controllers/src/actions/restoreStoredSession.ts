import type { ChainNamespace } from '@latchkey/core'
import { applyConnection } from '../connection/applyConnection'
import * as Chain from '../controllers/ChainController'
import * as Connectors from '../controllers/ConnectorController'
import * as Network from '../controllers/NetworkController'
import type { Config } from '../core/Config'
import { resetNamespace } from './resetNamespace'

type RestoreContext = Config

/**
 * SPEC §4 Connection status, a stored session at start-up. The stored active network's
 * namespace stays active when it restored; else the first requested namespace that restored
 * becomes active.
 */
export async function restoreStoredSession(
  ctx: RestoreContext,
  storedNamespace: ChainNamespace | undefined,
): Promise<undefined> {
  const namespaces = Chain.namespaces(ctx).filter(
    (ns) => Connectors.state(ctx).activeConnectorIds[ns] !== undefined,
  )
  const results = await Promise.all(namespaces.map((ns) => syncNamespace(ctx, ns)))
  const restored = namespaces.filter((_, i) => results[i])
  const active =
    storedNamespace && restored.includes(storedNamespace) ? storedNamespace : restored[0]
  const network = Chain.getChain(ctx, active)?.caipNetwork
  if (network && active !== Chain.state(ctx).activeNamespace) Network.markActive(ctx, network)
  return undefined
}

/** Reconnects one namespace's stored connector; a wallet that cannot is treated as gone. */
async function syncNamespace(ctx: RestoreContext, namespace: ChainNamespace): Promise<boolean> {
  const connectorId = Connectors.state(ctx).activeConnectorIds[namespace]
  const adapter = ctx.adapters.get(namespace)
  if (!connectorId || !adapter) return false
  try {
    const result = await adapter.syncConnection({
      connectorId,
      caipNetwork: Chain.getChain(ctx, namespace)?.caipNetwork,
    })
    if (result) {
      // Never activates: which namespace is active is decided once all have answered.
      applyConnection(ctx, namespace, result, false)
      return true
    }
  } catch {
    // The user connects again.
  }
  resetNamespace(ctx, { namespace })
  return false
}
