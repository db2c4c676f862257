import type { CaipNetwork } from '@latchkey/core'
import type { AdapterContext } from './AdapterContext'

/**
 * Solana wallets hold one key for every cluster and have no switch request: the adapter moves
 * the connection to the network, and the wallet signs for it from then on.
 */
export async function switchNetwork(
  context: AdapterContext,
  { caipNetwork, connectorId }: { caipNetwork: CaipNetwork; connectorId?: string },
): Promise<void> {
  const active = context.active
  if (!active || (connectorId !== undefined && connectorId !== active.connector.id)) return
  active.caipNetwork = caipNetwork
}
