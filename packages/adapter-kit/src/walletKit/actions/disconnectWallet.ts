import type { KitSigner, WalletKitContext } from '../WalletKit'
import { releaseWallet } from './activateWallet'

export interface DisconnectWalletParameters {
  connectorId?: string
}

/**
 * Stops listening first (so the wallet's own change event is not echoed back), then asks the
 * wallet to let go of the site where it can; otherwise it is forgotten.
 */
export async function disconnectWallet<S extends KitSigner<A>, A>(
  context: WalletKitContext<S, A>,
  { connectorId }: DisconnectWalletParameters,
): Promise<void> {
  const active = context.active
  if (!active || (connectorId !== undefined && connectorId !== active.connector.id)) return
  releaseWallet(context)
  await active.connector.signer.disconnect().catch(() => undefined)
}
