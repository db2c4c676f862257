import { latchkeyError, toWalletError } from '@latchkey/core'
import type { AdapterConnection, AdapterConnectParams } from '../../contract/ChainAdapter'
import type { KitSigner, WalletKitContext } from '../WalletKit'
import { activateWallet } from './activateWallet'
import { findKitConnector } from './findWallet'

export type ConnectWalletParameters = AdapterConnectParams
export type ConnectWalletReturnType = AdapterConnection

/**
 * Asks the wallet for its accounts (which prompts, or pairs over WalletConnect). Only an answer
 * with an account makes it current: a refusal leaves all as it was.
 */
export async function connectWallet<S extends KitSigner<A>, A>(
  context: WalletKitContext<S, A>,
  { connectorId, caipNetwork, onUri }: ConnectWalletParameters,
): Promise<ConnectWalletReturnType> {
  const connector = findKitConnector(context, connectorId)
  let accounts: A[]
  try {
    accounts = await connector.signer.connect({
      silent: false,
      caipNetwork,
      ...(onUri ? { onUri } : {}),
    })
  } catch (error) {
    throw toWalletError(error, { refusalWords: true })
  }
  if (accounts.length === 0) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
  return activateWallet(context, connector, accounts, caipNetwork)
}
