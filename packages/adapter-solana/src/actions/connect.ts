import type { AdapterConnection, AdapterConnectParams } from '@latchkey/controllers'
import { latchkeyError } from '@latchkey/core'
import { throwWalletError } from '../errors/walletErrors'
import type { AdapterContext } from './AdapterContext'
import { activate } from './activate'
import { findConnector } from './findConnector'

export type ConnectParameters = AdapterConnectParams
export type ConnectReturnType = AdapterConnection

/**
 * Asks the wallet for its accounts (`standard:connect`, which prompts, or a WalletConnect
 * pairing). Only an answer with an account makes it current: a refusal leaves all as it was.
 */
export async function connect(
  context: AdapterContext,
  { connectorId, caipNetwork, onUri }: ConnectParameters,
): Promise<ConnectReturnType> {
  const connector = findConnector(context, connectorId)
  let addresses: string[]
  try {
    addresses = await connector.signer.connect({
      silent: false,
      caipNetwork,
      ...(onUri ? { onUri } : {}),
    })
  } catch (error) {
    throwWalletError(error)
  }
  if (addresses.length === 0) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
  return activate(context, connector, addresses, caipNetwork)
}
