import type { AdapterConnection, AdapterConnectParams } from '@latchkey/controllers'
import { latchkeyError, toWalletRpcError } from '@latchkey/core'
import type { BitcoinAccount } from '../connectors/BitcoinSigner'
import type { AdapterContext } from './AdapterContext'
import { activate } from './activate'
import { findConnector } from './findConnector'

export type ConnectParameters = AdapterConnectParams
export type ConnectReturnType = AdapterConnection

/** Asks the wallet for its payment and ordinals addresses; the payment one is used (§3). */
export async function connect(
  context: AdapterContext,
  { connectorId, caipNetwork, onUri }: ConnectParameters,
): Promise<ConnectReturnType> {
  const connector = findConnector(context, connectorId)
  let accounts: BitcoinAccount[]
  try {
    accounts = await connector.signer.connect({
      silent: false,
      caipNetwork,
      ...(onUri ? { onUri } : {}),
    })
  } catch (error) {
    throw toWalletRpcError(error)
  }
  if (accounts.length === 0) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
  return activate(context, connector, accounts, caipNetwork)
}
