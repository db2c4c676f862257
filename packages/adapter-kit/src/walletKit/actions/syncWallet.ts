import { toWalletError, waitForItem } from '@latchkey/core'
import type { AdapterConnection, AdapterSyncParams } from '../../contract/ChainAdapter'
import type { KitSigner, WalletKitContext } from '../WalletKit'
import { activateWallet } from './activateWallet'

export type SyncWalletParameters = AdapterSyncParams
export type SyncWalletReturnType = AdapterConnection | undefined

/**
 * Restores a remembered connection after a reload without prompting. Undefined when the wallet
 * is gone or no longer grants this site an account.
 */
export async function syncWallet<S extends KitSigner<A>, A>(
  context: WalletKitContext<S, A>,
  { connectorId, caipNetwork }: SyncWalletParameters,
): Promise<SyncWalletReturnType> {
  const { connectors, clock, discoveryTimeoutMs } = context
  // Wallets may register a moment after start-up: wait for this one a while.
  const connector = await waitForItem(connectors, connectorId, clock, discoveryTimeoutMs)
  if (!connector) return undefined
  let accounts: A[]
  try {
    accounts = await connector.signer.connect({ silent: true, caipNetwork })
  } catch (error) {
    throw toWalletError(error, { refusalWords: true })
  }
  if (accounts.length === 0) return undefined
  return activateWallet(context, connector, accounts, caipNetwork)
}
