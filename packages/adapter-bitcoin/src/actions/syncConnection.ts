import type { AdapterConnection, AdapterSyncParams } from '@latchkey/controllers'
import { toWalletRpcError, waitForItem } from '@latchkey/core'
import type { BitcoinAccount } from '../connectors/BitcoinSigner'
import type { AdapterContext } from './AdapterContext'
import { activate } from './activate'

export type SyncConnectionParameters = AdapterSyncParams
export type SyncConnectionReturnType = AdapterConnection | undefined

/**
 * Restores a remembered connection after a reload without prompting. Undefined when the wallet
 * is gone or no longer grants this site an account.
 */
export async function syncConnection(
  context: AdapterContext,
  { connectorId, caipNetwork }: SyncConnectionParameters,
): Promise<SyncConnectionReturnType> {
  const { connectors, clock, discoveryTimeoutMs } = context
  // Wallets may register a moment after start-up: wait for this one a while.
  const connector = await waitForItem(connectors, connectorId, clock, discoveryTimeoutMs)
  if (!connector) return undefined
  let accounts: BitcoinAccount[]
  try {
    accounts = await connector.signer.connect({ silent: true, caipNetwork })
  } catch (error) {
    throw toWalletRpcError(error)
  }
  if (accounts.length === 0) return undefined
  return activate(context, connector, accounts, caipNetwork)
}
