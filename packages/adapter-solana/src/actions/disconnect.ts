import type { AdapterContext } from './AdapterContext'
import { release } from './activate'

export interface DisconnectParameters {
  connectorId?: string
}

/**
 * Stops listening first (so the wallet's own change event is not echoed back), then asks the
 * wallet to let go of the site (`standard:disconnect`) where it can; otherwise it is forgotten.
 */
export async function disconnect(
  context: AdapterContext,
  { connectorId }: DisconnectParameters,
): Promise<void> {
  const active = context.active
  if (!active || (connectorId !== undefined && connectorId !== active.connector.id)) return
  release(context)
  await active.connector.signer.disconnect().catch(() => undefined)
}
