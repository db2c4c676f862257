import type { ChainNamespace } from '@latchkey/core'
import type { AdapterConnection } from '../adapter/ChainAdapter'
import type { CoreContext } from '../core/CoreContext'
import { STORAGE_KEYS } from '../core/storageKeys'
import { isEmbeddedAuthProvider } from '../embedded/EmbeddedHost'
import { connectedWallet } from './connectedWallet'

type AddressCache = Partial<Record<ChainNamespace, string>>

/** Writes a wallet's answer into the namespace's account: network, address, accounts, wallet. */
export function applyConnection(
  ctx: Pick<
    CoreContext,
    'adapters' | 'balance' | 'chain' | 'connectors' | 'names' | 'network' | 'storage'
  >,
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
    user: loginUser(connector?.provider, result),
    status: 'connected',
  })
  ctx.connectors.setActiveConnectorId(namespace, result.connectorId)
  const cache = ctx.storage.get<AddressCache>(STORAGE_KEYS.ADDRESS_CACHE) ?? {}
  ctx.storage.set(STORAGE_KEYS.ADDRESS_CACHE, {
    ...cache,
    [namespace]: ctx.chain.getAccount(namespace)?.caipAddress,
  })
  // Balance and profile load in the background; their failures have their own toasts.
  void ctx.balance.fetchNativeBalance(namespace)
  void ctx.names.fetchProfile(namespace)
}

/** The embedded login's user when it has a name to show (a Farcaster username, SPEC §7). */
function loginUser(provider: unknown, result: AdapterConnection) {
  const userName = isEmbeddedAuthProvider(provider) ? provider.user?.()?.userName : undefined
  if (!userName) return undefined
  return { address: result.address, chainId: result.caipNetworkId, userName }
}
