import type { AdapterConnection, AdapterSyncParams } from '@latchkey/controllers'
import type { SolanaConnector } from '../connectors/SolanaConnector'
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
  const connector = await waitForConnector(context, connectorId)
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

/** Wallets may register a moment after start-up: wait for this one a while. */
function waitForConnector(
  context: AdapterContext,
  connectorId: string,
): Promise<SolanaConnector | undefined> {
  const { connectors, clock, discoveryTimeoutMs } = context
  connectors.start()
  const known = connectors.get(connectorId)
  if (known || discoveryTimeoutMs <= 0) return Promise.resolve(known)
  return new Promise((resolve) => {
    const finish = (connector: SolanaConnector | undefined) => {
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
