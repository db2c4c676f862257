import type { AdapterConnection } from '@latchkey/adapter-kit'
import type { ChainNamespace } from '@latchkey/core'
import * as Balance from '../controllers/BalanceController'
import * as Chain from '../controllers/ChainController'
import * as Connectors from '../controllers/ConnectorController'
import * as Names from '../controllers/NamesController'
import * as Network from '../controllers/NetworkController'
import type { Config } from '../core/Config'
import { connectedWallet } from './connectedWallet'

/** Writes a wallet's answer into the namespace's account: network, address, accounts, wallet. */
export function applyConnection(
  ctx: Config,
  namespace: ChainNamespace,
  result: AdapterConnection,
  activate = true,
) {
  const adapter = ctx.adapters.get(namespace)
  const connector = Connectors.getConnector(ctx, result.connectorId, namespace)
  Network.applyWalletChain(ctx, namespace, result.caipNetworkId, activate)
  Chain.setAddress(ctx, namespace, result.address)
  Chain.setAccount(ctx, namespace, {
    allAccounts: result.accounts ?? [
      { address: result.address, type: adapter?.defaultAccountType ?? 'eoa' },
    ],
    // The wallet's own word first, then the kind of the connected account, then §3's default.
    preferredAccountType:
      result.preferredAccountType ??
      result.accounts?.find((a) => a.address === result.address)?.type ??
      adapter?.defaultAccountType ??
      'eoa',
    connectedWalletInfo: connectedWallet(connector, result),
  })
  Connectors.setActiveConnectorId(ctx, namespace, result.connectorId)
  // Balance and profile load in the background; their failures have their own toasts.
  void Balance.fetchNativeBalance(ctx, namespace)
  void Names.fetchProfile(ctx, namespace)
}
