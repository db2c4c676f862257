import type { ChainAdapterEvents } from '@latchkey/adapter-kit'
import type { CaipNetworkId, ChainNamespace } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'

type WalletChangedContext = Pick<
  CoreContext,
  'balance' | 'chain' | 'names' | 'network' | 'send' | 'transactions'
>

/**
 * The wallet moved its connected namespace to another account (SPEC §4): what belonged to the
 * old one (activity, token lists, the send form) goes, the account's kind follows the new one,
 * and its balance and name are fetched again; the stored state follows (reactions/persistState),
 * and so does the sign-in check (reactions/watchSessions).
 */
export function accountChanged(
  ctx: WalletChangedContext,
  namespace: ChainNamespace,
  { address, accounts }: Pick<ChainAdapterEvents['accountsChanged'], 'address' | 'accounts'>,
) {
  const changed = ctx.chain.getAccount(namespace)?.address !== address
  ctx.chain.setAddress(namespace, address)
  if (changed && namespace === ctx.chain.state.activeNamespace) {
    ctx.transactions.reset()
    ctx.send.reset()
    void ctx.balance.fetchTokenBalances(namespace)
  }
  // The kind of the account now in use follows it (the embedded wallet's smart account).
  const type = accounts?.find((entry) => entry.address === address)?.type
  if (accounts)
    ctx.chain.setAccount(namespace, {
      allAccounts: accounts,
      ...(type ? { preferredAccountType: type } : {}),
    })
  refetch(ctx, namespace)
}

/** The wallet moved its connected namespace to another network (SPEC §4 Switching network). */
export function networkChanged(
  ctx: WalletChangedContext,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
) {
  ctx.network.applyWalletChain(namespace, caipNetworkId, false)
  refetch(ctx, namespace)
}

/** Balance and name belong to the (account, network) pair: both are fetched again. */
function refetch(ctx: WalletChangedContext, namespace: ChainNamespace) {
  void ctx.balance.fetchNativeBalance(namespace)
  void ctx.names.fetchProfile(namespace)
}
