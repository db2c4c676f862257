import type { AdapterConnection, AdapterSyncParams } from '@latchkey/controllers'
import { waitForItem } from '@latchkey/core'
import { throwWalletError } from '../errors/walletErrors'
import type { AdapterContext } from './AdapterContext'
import { activate } from './activate'

export type SyncConnectionParameters = AdapterSyncParams
export type SyncConnectionReturnType = AdapterConnection | undefined

/**
 * Restores a remembered connection after a reload with `standard:connect` `silent`, which never
 * prompts. Undefined when the wallet is gone or no longer grants this site an account.
 */
export async function syncConnection(
  context: AdapterContext,
  { connectorId, caipNetwork }: SyncConnectionParameters,
): Promise<SyncConnectionReturnType> {
  const { connectors, clock, discoveryTimeoutMs } = context
  // Wallets may register a moment after start-up: wait for this one a while.
  const connector = await waitForItem(connectors, connectorId, clock, discoveryTimeoutMs)
  if (!connector) return undefined
  let addresses: string[]
  try {
    addresses = await connector.signer.connect({ silent: true, caipNetwork })
  } catch (error) {
    throwWalletError(error)
  }
  if (addresses.length === 0) return undefined
  return activate(context, connector, addresses, caipNetwork)
}
