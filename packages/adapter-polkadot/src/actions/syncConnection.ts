import type { AdapterConnection, AdapterSyncParams } from '@latchkey/adapter-kit'
import { throwWalletError } from '../errors/walletErrors'
import type { AdapterContext } from './AdapterContext'
import { activate, pickNetwork } from './connect'

export type SyncConnectionParameters = AdapterSyncParams
export type SyncConnectionReturnType = AdapterConnection | undefined

/**
 * Restores a remembered connection after a reload: an extension that granted the site answers
 * without prompting, a WalletConnect session comes from storage. Undefined when the wallet is
 * gone or shares no account any more.
 */
export async function syncConnection(
  context: AdapterContext,
  { connectorId, caipNetwork }: SyncConnectionParameters,
): Promise<SyncConnectionReturnType> {
  const connector = context.connectors.get(connectorId)
  if (!connector) return undefined
  const network = pickNetwork(context, caipNetwork)
  try {
    const wallet = await connector.restore({ appName: context.appName(), caipNetwork: network })
    return wallet ? await activate(context, connector, wallet, network) : undefined
  } catch (error) {
    throwWalletError(error)
  }
}
