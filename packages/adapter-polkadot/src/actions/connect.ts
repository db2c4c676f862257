import type { AdapterConnection, AdapterConnectParams } from '@latchkey/adapter-kit'
import { type CaipNetwork, latchkeyError } from '@latchkey/core'
import { loadSs58 } from '../address/loadSs58'
import type { PolkadotConnector, PolkadotWallet } from '../connectors/PolkadotConnector'
import { throwWalletError } from '../errors/walletErrors'
import type { AdapterContext } from './AdapterContext'
import { findConnector } from './resolveConnection'

export type ConnectParameters = AdapterConnectParams
export type ConnectReturnType = AdapterConnection

/**
 * Asks the extension (or the WalletConnect wallet) to let the site in, which prompts, and
 * connects its first account usable on the network, written in the network's SS58 format. Only a
 * successful answer makes the connection current, so a refusal leaves everything as it was.
 */
export async function connect(
  context: AdapterContext,
  { connectorId, caipNetwork, onUri }: ConnectParameters,
): Promise<ConnectReturnType> {
  const connector = findConnector(context, connectorId)
  const network = pickNetwork(context, caipNetwork)
  try {
    const wallet = await connector.open({
      appName: context.appName(),
      caipNetwork: network,
      ...(onUri ? { onUri } : {}),
    })
    const connection = await activate(context, connector, wallet, network)
    // A wallet that lets the site in with no account usable here gave nothing to connect to.
    if (!connection) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
    return connection
  } catch (error) {
    throwWalletError(error)
  }
}

/** The network asked for when it is one of ours, else the app's first polkadot network. */
export function pickNetwork(context: AdapterContext, caipNetwork?: CaipNetwork): CaipNetwork {
  const networks = context.networks()
  const known = networks.find((n) => n.caipNetworkId === caipNetwork?.caipNetworkId)
  const network = known ?? (caipNetwork?.chainNamespace === 'polkadot' ? caipNetwork : networks[0])
  if (!network) throw latchkeyError('CAIP_NETWORK_UNDEFINED')
  return network
}

/** Makes the wallet current; undefined (nothing changed) when it shares no usable account. */
export async function activate(
  context: AdapterContext,
  connector: PolkadotConnector,
  wallet: PolkadotWallet,
  network: CaipNetwork,
): Promise<AdapterConnection | undefined> {
  const [{ toNetworkAddress }, accounts] = await Promise.all([loadSs58(), wallet.accounts()])
  const connection = context.session.activate(
    { connector, wallet, network },
    accounts,
    toNetworkAddress,
  )
  if (!connection) return undefined
  return {
    address: connection.address,
    caipNetworkId: network.caipNetworkId,
    connectorId: connector.id,
    accounts: connection.accounts,
    ...(wallet.peer ? { wallet: wallet.peer } : {}),
  }
}
