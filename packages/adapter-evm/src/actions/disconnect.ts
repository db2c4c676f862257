import type { AdapterContext } from './AdapterContext'

export interface DisconnectParameters {
  connectorId?: string
}

/**
 * Stops listening first (so the wallet's own accountsChanged([]) is not echoed back), then asks
 * the wallet to drop this site's permission where it can; a wallet that cannot is only forgotten.
 */
export async function disconnect(
  context: AdapterContext,
  { connectorId }: DisconnectParameters,
): Promise<void> {
  const current = context.session.current()
  if (!current || (connectorId !== undefined && connectorId !== current.connector.id)) return
  context.session.release()
  try {
    if (current.connector.close) await current.connector.close()
    else
      await current.provider.request({
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      })
  } catch {
    // Revocation is optional (EIP-2255 support varies): forgetting the wallet is enough.
  }
}
