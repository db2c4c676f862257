import type { ChainNamespace, ConnectionStatus } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { STORAGE_KEYS } from '../core/storageKeys'
import { applyConnection } from './applyConnection'

/**
 * SPEC §4 start-up: the stored connector ids come back, a stored 'connected' becomes
 * 'connecting', then each namespace with a stored connector syncs with its wallet; a failed sync
 * ends 'disconnected'. A stored 'disconnected' clears the address cache. The stored active
 * network's namespace stays active when it restored; else the first requested namespace that
 * restored becomes active.
 */
export async function restoreSession(
  ctx: CoreContext,
  setStatus: (status: ConnectionStatus) => void,
): Promise<void> {
  ctx.connectors.restoreActiveConnectorIds()
  const storedNamespace = restoreActiveNetwork(ctx)
  const stored = ctx.storage.get<ConnectionStatus>(STORAGE_KEYS.CONNECTION_STATUS)
  if (stored !== 'connected') {
    ctx.storage.remove(STORAGE_KEYS.ADDRESS_CACHE)
    // A first visit stores nothing: the state starts 'disconnected' and storage stays untouched.
    if (stored !== undefined) setStatus('disconnected')
    return
  }
  setStatus('connecting')
  const namespaces = ctx.chain
    .namespaces()
    .filter((ns) => ctx.connectors.state.activeConnectorIds[ns] !== undefined)
  const results = await Promise.all(namespaces.map((ns) => syncNamespace(ctx, ns)))
  const restored = namespaces.filter((_, i) => results[i])
  const active =
    storedNamespace && restored.includes(storedNamespace) ? storedNamespace : restored[0]
  const network = ctx.chain.getChain(active)?.caipNetwork
  if (network && active !== ctx.chain.state.activeNamespace) ctx.network.markActive(network)
  setStatus(restored.length > 0 ? 'connected' : 'disconnected')
}

async function syncNamespace(ctx: CoreContext, namespace: ChainNamespace): Promise<boolean> {
  const connectorId = ctx.connectors.state.activeConnectorIds[namespace]
  const adapter = ctx.adapters.get(namespace)
  if (!connectorId || !adapter) return false
  try {
    const result = await adapter.syncConnection({
      connectorId,
      caipNetwork: ctx.chain.getChain(namespace)?.caipNetwork,
    })
    if (result) {
      // Never activates: which namespace is active is decided once all have answered.
      applyConnection(ctx, namespace, result, false)
      return true
    }
  } catch {
    // A wallet that cannot sync is treated as gone; the user connects again.
  }
  ctx.connectors.removeActiveConnectorId(namespace)
  ctx.chain.resetAccount(namespace)
  return false
}

/** Makes the stored active network current again; returns its namespace. */
function restoreActiveNetwork(ctx: CoreContext): ChainNamespace | undefined {
  const id = ctx.storage.get<string>(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)
  const network = id ? ctx.chain.findNetwork(id) : undefined
  if (network) ctx.chain.setActiveCaipNetwork(network)
  return network?.chainNamespace
}
