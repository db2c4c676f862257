import { invalidInput } from '@latchkey/core'
import type { ActiveWallet, KitConnector, KitSigner, WalletKitContext } from '../WalletKit'

/** The connector of `connectorId`, else the connected one; an unknown id is bad input. */
export function findKitConnector<S extends KitSigner<A>, A>(
  context: WalletKitContext<S, A>,
  connectorId?: string,
): KitConnector<S> {
  const id = connectorId ?? context.active?.connector.id
  const connector = id === undefined ? undefined : context.connectors.get(id)
  if (!connector)
    throw invalidInput('connectorId', connectorId, `a discovered ${context.walletLabel} wallet`)
  return connector
}

/** The connected wallet, when `connectorId` (if given) is that wallet. */
export function requireActiveWallet<S extends KitSigner<A>, A>(
  context: WalletKitContext<S, A>,
  connectorId?: string,
): ActiveWallet<S, A> {
  const active = context.active
  if (!active || (connectorId !== undefined && connectorId !== active.connector.id))
    throw invalidInput('connectorId', connectorId, `the connected ${context.walletLabel} wallet`)
  return active
}
