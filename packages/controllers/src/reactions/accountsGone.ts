import type { ChainNamespace } from '@latchkey/core'
import { resetNamespace } from '../actions/resetNamespace'
import type { CoreContext } from '../core/CoreContext'

export type AccountsGoneContext = Pick<
  CoreContext,
  'chain' | 'connection' | 'connectors' | 'send' | 'services' | 'siwx'
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
  ctx.services.api()?.clearCaches?.()
  ctx.connection.resetWcConnection()
  ctx.send.reset()
}
