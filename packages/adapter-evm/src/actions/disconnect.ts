import type { AdapterContext } from './AdapterContext'

export interface DisconnectParameters {
  connectorId?: string
}

/**
 * Stops listening first (so the wallet's own accountsChanged([]) is not echoed back), then ends
 * the wallet-side session. A connector with a session of its own (WalletConnect, the embedded
 * wallet's sign-out) must end it: its failure is the visitor's 'Failed to disconnect' (SPEC §8),
 * since the session would come back on the next load. Others are asked to drop this site's
 * permission where they can; a wallet that cannot is only forgotten.
 */
export async function disconnect(
  context: AdapterContext,
  { connectorId }: DisconnectParameters = {},
): Promise<void> {
  const current = context.session.current()
  if (!current || (connectorId !== undefined && connectorId !== current.connector.id)) return
  context.session.release()
  if (current.connector.close) return current.connector.close()
  try {
    await current.provider.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
  } catch {
    // Revocation is optional (EIP-2255 support varies): forgetting the wallet is enough.
  }
}
