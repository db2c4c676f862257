import type { CaipNetwork } from '@latchkey/core'
import type { KitSigner, WalletKitContext } from '../WalletKit'

export interface SwitchWalletNetworkParameters {
  caipNetwork: CaipNetwork
  connectorId?: string
}

/**
 * These wallets hold keys for every network of their kind and have no switch request: the
 * adapter reads and sends on the network, and asks the wallet to sign for it from then on.
 */
export async function switchWalletNetwork<S extends KitSigner<A>, A>(
  context: WalletKitContext<S, A>,
  { caipNetwork, connectorId }: SwitchWalletNetworkParameters,
): Promise<void> {
  const active = context.active
  if (!active || (connectorId !== undefined && connectorId !== active.connector.id)) return
  active.caipNetwork = caipNetwork
}
