import {
  type CaipNetwork,
  latchkeyErrorWith,
  WALLET_ERROR_CODES,
  WalletRpcError,
} from '@latchkey/core'
import type { AdapterContext } from './AdapterContext'

export interface SwitchNetworkParameters {
  caipNetwork: CaipNetwork
  connectorId?: string
}

/**
 * Extensions sign for any chain: switching needs no prompt, only the accounts written in the new
 * network's SS58 format (reported as accountsChanged). A network the app does not offer is
 * 'Chain is not supported'.
 */
export async function switchNetwork(
  context: AdapterContext,
  { caipNetwork }: SwitchNetworkParameters,
): Promise<void> {
  const network = context.networks().find((n) => n.caipNetworkId === caipNetwork.caipNetworkId)
  if (!network)
    throw latchkeyErrorWith('CHAIN_NOT_SUPPORTED', {
      cause: new WalletRpcError(WALLET_ERROR_CODES.UNRECOGNIZED_CHAIN),
    })
  context.session.moveTo(network)
}
