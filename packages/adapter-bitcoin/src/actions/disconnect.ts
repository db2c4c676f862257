import type { AdapterContext } from './AdapterContext'
import { release } from './activate'

/**
 * Stops listening first (so the wallet's own change event is not echoed back), then asks the
 * wallet to let go of the site where it can; otherwise it is forgotten.
 */
export async function disconnect(
  context: AdapterContext,
  { connectorId }: { connectorId?: string },
): Promise<void> {
  const active = context.active
  if (!active || (connectorId !== undefined && connectorId !== active.connector.id)) return
  release(context)
  await active.connector.signer.disconnect().catch(() => undefined)
}
