import type { ChainNamespace, WalletListEntry } from '@latchkey/core'
import { isVisibleConnector } from '../connection/connectorList'
import * as Connection from '../controllers/ConnectionController'
import * as Connectors from '../controllers/ConnectorController'
import type { Config } from '../core/Config'
import { connectionOf, type HeadlessConnection } from './connectionOf'
import { HeadlessActionError } from './headlessError'
import { run } from './headlessState'
import { connectWalletConnect } from './walletConnect'
import { installedConnectorOf, knownRegistryWallet } from './walletList'

export interface ConnectParameters {
  /** A wallet's id from getWalletList: an installed wallet's, or a registry wallet's. */
  walletId: string
  /** The namespace to connect (a connector several adapters serve); its own by default. */
  namespace?: ChainNamespace
}

/**
 * Connects the wallet `walletId` names (wagmi's `connect(config, { connector })`): an installed
 * wallet asks its extension; a registry wallet that is not installed pairs over WalletConnect
 * (the URI is in `getState(config).walletConnect`, renewed when it expires, until the wallet
 * approves). Resolves with the account; rejects with a HeadlessActionError (its `code`): the
 * wallet's refusal is `WALLET_ERROR` `{ walletCode: 4001 }`, an unknown id `WALLET_NOT_FOUND`.
 */
export async function connect(
  config: Config,
  { walletId, namespace }: ConnectParameters,
): Promise<HeadlessConnection> {
  Connectors.discover(config)
  const connector = Connectors.state(config).connectors.find(
    (c) =>
      c.id === walletId &&
      c.type !== 'AUTH' &&
      isVisibleConnector(config, c) &&
      (!namespace || c.chain === namespace || c.chains?.includes(namespace)),
  )
  const entry: WalletListEntry | undefined = connector
    ? undefined
    : knownRegistryWallet(config, walletId)
  if (!connector && entry && !installedConnectorOf(config, entry)) {
    const pairing = await connectWalletConnect(config, {
      walletId,
      ...(namespace ? { namespace } : {}),
    })
    return pairing.connection
  }
  return run(config, async () => {
    const target = connector ?? (entry ? installedConnectorOf(config, entry) : undefined)
    if (!target) throw new HeadlessActionError({ code: 'WALLET_NOT_FOUND', params: { walletId } })
    const ns = namespace ?? target.chain
    await Connection.connect(config, {
      connectorId: target.id,
      namespace: ns,
      ...(entry ? { wallet: entry } : {}),
    })
    return connectionOf(config, ns, target.id)
  })
}
