import type { ChainNamespace } from '@latchkey/core'
import { resetNamespace } from '../actions/resetNamespace'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import * as Modal from '../controllers/ModalController'
import * as Network from '../controllers/NetworkController'
import * as Options from '../controllers/OptionsController'
import * as Router from '../controllers/RouterController'
import * as Send from '../controllers/SendController'
import * as Siwx from '../controllers/SiwxController'
import type { Config } from '../core/Config'
import { servicesOf } from '../core/servicesOf'

export type AccountsGoneContext = Config

/**
 * SPEC §4 Disconnect: the one clean-up after accounts go away, whoever ended them (the visitor's
 * disconnect, the wallet's own, a session the wallet deleted). The sign-in forgets their pairs
 * (read before the reset), each namespace's account and connector go, and nothing of the old
 * account (cached balances, identities and names, the pairing, activity, the send form) answers
 * for the next one. The stored state follows (reactions/persistState).
 */
export function accountsGone(ctx: AccountsGoneContext, namespaces: readonly ChainNamespace[]) {
  const held = namespaces.filter(
    (ns) =>
      Chain.isConnected(ctx, ns) || Connectors.state(ctx).activeConnectorIds[ns] !== undefined,
  )
  Siwx.onDisconnect(ctx, held)
  for (const namespace of namespaces) resetNamespace(ctx, { namespace })
  const shown = Chain.state(ctx).activeNamespace
  moveActiveToConnected(ctx, namespaces)
  // The open modal showed an account that went: never an empty Account view; it shows the
  // account still connected, or connecting (the visitor's Disconnect then closes it).
  if (
    shown &&
    namespaces.includes(shown) &&
    (Modal.state(ctx).open || Options.state(ctx).enableEmbedded)
  )
    Router.reset(ctx, Modal.firstView(ctx))
  servicesOf(ctx).api()?.clearCaches?.()
  Connection.resetWcConnection(ctx)
  Send.reset(ctx)
}

/**
 * The active namespace's account went and others stay: the first still connected becomes active
 * at once, the one a reload would restore (actions/restoreStoredSession).
 */
function moveActiveToConnected(ctx: AccountsGoneContext, gone: readonly ChainNamespace[]) {
  const active = Chain.state(ctx).activeNamespace
  if (!active || !gone.includes(active)) return
  const next = Chain.connectedNamespaces(ctx).find((ns) => !gone.includes(ns))
  const network = next ? Chain.getChain(ctx, next)?.caipNetwork : undefined
  if (network) Network.markActive(ctx, network)
}
