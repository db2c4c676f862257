import type { ChainNamespace } from '@latchkey/core'
import { resetNamespace } from '../actions/resetNamespace'
import type { CoreContext } from '../core/CoreContext'

export type AccountsGoneContext = Pick<
  CoreContext,
  | 'chain'
  | 'connection'
  | 'connectors'
  | 'modal'
  | 'network'
  | 'options'
  | 'router'
  | 'send'
  | 'services'
  | 'siwx'
>

/**
 * SPEC §4 Disconnect: the one clean-up after accounts go away, whoever ended them (the visitor's
 * disconnect, the wallet's own, a session the wallet deleted). The sign-in forgets their pairs
 * (read before the reset), each namespace's account and connector go, and nothing of the old
 * account (cached balances, identities and names, the pairing, activity, the send form) answers
 * for the next one. The stored state follows (reactions/persistState).
 */
export function accountsGone(ctx: AccountsGoneContext, namespaces: readonly ChainNamespace[]) {
  const held = namespaces.filter(
    (ns) => ctx.chain.isConnected(ns) || ctx.connectors.state.activeConnectorIds[ns] !== undefined,
  )
  ctx.siwx.onDisconnect(held)
  for (const namespace of namespaces) resetNamespace(ctx, { namespace })
  const shown = ctx.chain.state.activeNamespace
  moveActiveToConnected(ctx, namespaces)
  // The open modal showed an account that went: never an empty Account view; it shows the
  // account still connected, or connecting (the visitor's Disconnect then closes it).
  if (
    shown &&
    namespaces.includes(shown) &&
    (ctx.modal.state.open || ctx.options.state.enableEmbedded)
  )
    ctx.router.reset(ctx.modal.firstView())
  ctx.services.api()?.clearCaches?.()
  ctx.connection.resetWcConnection()
  ctx.send.reset()
}

/**
 * The active namespace's account went and others stay: the first still connected becomes active
 * at once, the one a reload would restore (actions/restoreStoredSession).
 */
function moveActiveToConnected(ctx: AccountsGoneContext, gone: readonly ChainNamespace[]) {
  const active = ctx.chain.state.activeNamespace
  if (!active || !gone.includes(active)) return
  const next = ctx.chain.connectedNamespaces().find((ns) => !gone.includes(ns))
  const network = next ? ctx.chain.getChain(next)?.caipNetwork : undefined
  if (network) ctx.network.markActive(network)
}
