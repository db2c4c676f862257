import type { AdapterConnection, AdapterSyncParams } from '@latchkey/controllers'
import type { BitcoinAccount, BitcoinConnector } from '../connectors/BitcoinSigner'
import { throwWalletError } from '../errors/walletErrors'
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
  const connector = await waitForConnector(context, connectorId)
  if (!connector) return undefined
  let accounts: BitcoinAccount[]
  try {
    accounts = await connector.signer.connect({ silent: true, caipNetwork })
  } catch (error) {
    throwWalletError(error)
  }
  if (accounts.length === 0) return undefined
  return activate(context, connector, accounts, caipNetwork)
}

/** Wallets may register a moment after start-up: wait for this one a while. */
function waitForConnector(
  context: AdapterContext,
  connectorId: string,
): Promise<BitcoinConnector | undefined> {
  const { connectors, clock, discoveryTimeoutMs } = context
  connectors.start()
  const known = connectors.get(connectorId)
  if (known || discoveryTimeoutMs <= 0) return Promise.resolve(known)
  return new Promise((resolve) => {
    const finish = (connector: BitcoinConnector | undefined) => {
      unsubscribe()
      clock.clearTimeout(timer)
      resolve(connector)
    }
    const unsubscribe = connectors.subscribe((list) => {
      const found = list.find((connector) => connector.id === connectorId)
      if (found) finish(found)
    })
    const timer = clock.setTimeout(() => finish(undefined), discoveryTimeoutMs)
  })
}
