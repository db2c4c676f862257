import type { CaipNetwork } from '@latchkey/core'
import type { AdapterContext } from './AdapterContext'

/**
 * Bitcoin wallets have no switch request: the adapter reads and sends on the network, and asks
 * the wallet to sign for its chain from then on.
 */
export async function switchNetwork(
  context: AdapterContext,
  { caipNetwork, connectorId }: { caipNetwork: CaipNetwork; connectorId?: string },
): Promise<void> {
  const active = context.active
  if (!active || (connectorId !== undefined && connectorId !== active.connector.id)) return
  active.caipNetwork = caipNetwork
}
