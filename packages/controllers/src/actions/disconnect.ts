import { type ChainNamespace, type LatchkeyError, latchkeyErrorWith } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import * as Events from '../controllers/EventsController'
import * as Snack from '../controllers/SnackController'
import type { Config } from '../core/Config'
import { accountsGone } from '../reactions/accountsGone'

export interface DisconnectParameters {
  /** Leaves this namespace and those sharing its connector kind; every namespace when absent. */
  namespace?: ChainNamespace
}

export type DisconnectReturnType = undefined

/** 'Failed to disconnect' (SPEC §8): `cause` is the first failure, `details.failures` all. */
export type DisconnectErrorType = LatchkeyError & { code: 'FAILED_TO_DISCONNECT' }

type DisconnectContext = Config

// Connector kinds whose one session spans namespaces: leaving one leaves them all.
const SHARED_KINDS = new Set(['WALLET_CONNECT', 'AUTH'])

/** SPEC §4 Disconnect; a pending WalletConnect pairing is given up first. */
export async function disconnect(
  ctx: DisconnectContext,
  { namespace }: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  Connection.dropPendingPairing(ctx)
  const targets = namespacesToDisconnect(ctx, namespace)
  const failures: unknown[] = []
  await Promise.all(
    targets.map(async (ns) => {
      const connectorId = Connectors.state(ctx).activeConnectorIds[ns]
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
    Events.send(ctx, 'DISCONNECT_ERROR', { namespaces: targets, failures: failures.length })
    // The visitor sees it too (SPEC §8), whichever button or host call asked.
    Snack.showError(ctx, { code: 'FAILED_TO_DISCONNECT' })
    throw latchkeyErrorWith('FAILED_TO_DISCONNECT', {
      cause: failures[0],
      details: { failures, namespaces: targets },
    })
  }
  Events.send(ctx, 'DISCONNECT_SUCCESS', { namespaces: targets })
}

/** The namespaces a disconnect of `namespace` reaches: those connected or holding a connector. */
function namespacesToDisconnect(ctx: DisconnectContext, namespace?: ChainNamespace) {
  const connected = Chain.namespaces(ctx).filter(
    (ns) => Chain.isConnected(ctx, ns) || Connectors.state(ctx).activeConnectorIds[ns],
  )
  if (!namespace) return connected
  const kind = Connectors.getActiveConnector(ctx, namespace)?.type
  if (!kind || !SHARED_KINDS.has(kind)) return [namespace]
  const sharing = connected.filter((ns) => Connectors.getActiveConnector(ctx, ns)?.type === kind)
  return [namespace, ...sharing.filter((ns) => ns !== namespace)]
}
