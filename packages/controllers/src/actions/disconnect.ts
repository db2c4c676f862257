import { type ChainNamespace, type LatchkeyError, latchkeyErrorWith } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { accountsGone } from '../reactions/accountsGone'

export interface DisconnectParameters {
  /** Leaves this namespace and those sharing its connector kind; every namespace when absent. */
  namespace?: ChainNamespace
}

export type DisconnectReturnType = undefined

/** 'Failed to disconnect' (SPEC §8): `cause` is the first failure, `details.failures` all. */
export type DisconnectErrorType = LatchkeyError & { code: 'FAILED_TO_DISCONNECT' }

type DisconnectContext = Pick<
  CoreContext,
  | 'adapters'
  | 'chain'
  | 'connection'
  | 'connectors'
  | 'events'
  | 'logger'
  | 'modal'
  | 'network'
  | 'options'
  | 'router'
  | 'send'
  | 'services'
  | 'siwx'
  | 'snack'
>

// Connector kinds whose one session spans namespaces: leaving one leaves them all.
const SHARED_KINDS = new Set(['WALLET_CONNECT', 'AUTH'])

/** SPEC §4 Disconnect; a pending WalletConnect pairing is given up first. */
export async function disconnect(
  ctx: DisconnectContext,
  { namespace }: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  ctx.connection.dropPendingPairing()
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
    }),
  )
  // The same clean-up as when the wallet ends them (core/bindAdapter).
  accountsGone(ctx, targets)

  if (failures.length > 0) {
    for (const failure of failures) ctx.logger.error(failure)
    ctx.events.send('DISCONNECT_ERROR', { namespaces: targets, failures: failures.length })
    // The visitor sees it too (SPEC §8), whichever button or host call asked.
    ctx.snack.showError({ code: 'FAILED_TO_DISCONNECT' })
    throw latchkeyErrorWith('FAILED_TO_DISCONNECT', {
      cause: failures[0],
      details: { failures, namespaces: targets },
    })
  }
  ctx.events.send('DISCONNECT_SUCCESS', { namespaces: targets })
}

/** The namespaces a disconnect of `namespace` reaches: those connected or holding a connector. */
function namespacesToDisconnect(ctx: DisconnectContext, namespace?: ChainNamespace) {
  const connected = ctx.chain
    .namespaces()
    .filter((ns) => ctx.chain.isConnected(ns) || ctx.connectors.state.activeConnectorIds[ns])
  if (!namespace) return connected
  const kind = ctx.connectors.getActiveConnector(namespace)?.type
  if (!kind || !SHARED_KINDS.has(kind)) return [namespace]
  const sharing = connected.filter((ns) => ctx.connectors.getActiveConnector(ns)?.type === kind)
  return [namespace, ...sharing.filter((ns) => ns !== namespace)]
}
