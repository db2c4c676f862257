import { type ChainNamespace, latchkeyErrorWith } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { STORAGE_KEYS } from '../core/storageKeys'

// Connector kinds whose one session spans namespaces: leaving one leaves them all.
const SHARED_KINDS = new Set(['WALLET_CONNECT', 'AUTH'])

/** The namespaces a disconnect of `namespace` reaches (SPEC §4). */
export function namespacesToDisconnect(ctx: CoreContext, namespace?: ChainNamespace) {
  const connected = ctx.chain
    .namespaces()
    .filter((ns) => ctx.chain.isConnected(ns) || ctx.connectors.state.activeConnectorIds[ns])
  if (!namespace) return connected
  const kind = ctx.connectors.getActiveConnector(namespace)?.type
  if (!kind || !SHARED_KINDS.has(kind)) return [namespace]
  const sharing = connected.filter((ns) => ctx.connectors.getActiveConnector(ns)?.type === kind)
  return [namespace, ...sharing.filter((ns) => ns !== namespace)]
}

/**
 * Disconnects and resets each reached namespace: account, network, connector id, social provider
 * and WalletConnect state. Every failure is collected; then DISCONNECT_ERROR is sent and
 * 'Failed to disconnect' raised, else DISCONNECT_SUCCESS.
 */
export async function disconnectNamespaces(ctx: CoreContext, namespace?: ChainNamespace) {
  const targets = namespacesToDisconnect(ctx, namespace)
  const failures: unknown[] = []
  await Promise.all(
    targets.map(async (ns) => {
      const connectorId = ctx.connectors.state.activeConnectorIds[ns]
      try {
        const adapter = ctx.adapters.get(ns)
        if (adapter) await adapter.disconnect(connectorId ? { connectorId } : {})
      } catch (error) {
        failures.push(error)
      }
      ctx.chain.resetAccount(ns)
      ctx.chain.resetNetwork(ns)
      ctx.connectors.removeActiveConnectorId(ns)
    }),
  )
  ctx.storage.remove(STORAGE_KEYS.SOCIAL_PROVIDER)
  // Balances, identities and names of the old account must not answer for the next one.
  ctx.services.api()?.clearCaches?.()
  ctx.connection.resetWcConnection()
  ctx.send.reset()
  ctx.siwx.forgetSession()
  if (ctx.chain.connectedNamespaces().length > 0) ctx.connection.setStatus('connected')

  if (failures.length > 0) {
    for (const failure of failures) ctx.logger.error(failure)
    ctx.events.send('DISCONNECT_ERROR', { namespaces: targets, failures: failures.length })
    throw latchkeyErrorWith('FAILED_TO_DISCONNECT', {
      cause: failures[0],
      details: { failures, namespaces: targets },
    })
  }
  ctx.events.send('DISCONNECT_SUCCESS', { namespaces: targets })
}
