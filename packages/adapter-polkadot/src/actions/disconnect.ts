import type { AdapterContext } from './AdapterContext'

export interface DisconnectParameters {
  connectorId?: string
}

/**
 * Forgets the wallet (extensions have no call to revoke a site) and ends a WalletConnect
 * session. Listening stops first, so the wallet's own account change is not echoed back.
 */
export async function disconnect(
  context: AdapterContext,
  { connectorId }: DisconnectParameters,
): Promise<void> {
  const current = context.session.current()
  if (!current || (connectorId !== undefined && connectorId !== current.connector.id)) return
  context.session.release()
  await current.connector.close?.().catch(() => undefined)
}
