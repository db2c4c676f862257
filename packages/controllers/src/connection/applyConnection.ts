import type { AdapterConnection } from '@latchkey/adapter-kit'
import type { ChainNamespace } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { connectedWallet } from './connectedWallet'

/** Writes a wallet's answer into the namespace's account: network, address, accounts, wallet. */
export function applyConnection(
  ctx: Pick<CoreContext, 'adapters' | 'balance' | 'chain' | 'connectors' | 'names' | 'network'>,
  namespace: ChainNamespace,
  result: AdapterConnection,
  activate = true,
) {
  const adapter = ctx.adapters.get(namespace)
  const connector = ctx.connectors.getConnector(result.connectorId, namespace)
  ctx.network.applyWalletChain(namespace, result.caipNetworkId, activate)
  ctx.chain.setAddress(namespace, result.address)
  ctx.chain.setAccount(namespace, {
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
  ctx.connectors.setActiveConnectorId(namespace, result.connectorId)
  // Balance and profile load in the background; their failures have their own toasts.
  void ctx.balance.fetchNativeBalance(namespace)
  void ctx.names.fetchProfile(namespace)
}
