import type { ChainAdapterEvents } from '@latchkey/adapter-kit'
import type { CaipNetworkId, ChainNamespace } from '@latchkey/core'
import * as Balance from '../controllers/BalanceController'
import * as Chain from '../controllers/ChainController'
import * as Names from '../controllers/NamesController'
import * as Network from '../controllers/NetworkController'
import * as Send from '../controllers/SendController'
import * as Transactions from '../controllers/TransactionsController'
import type { Config } from '../core/Config'

type WalletChangedContext = Config

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
  const changed = Chain.getAccount(ctx, namespace)?.address !== address
  Chain.setAddress(ctx, namespace, address)
  if (changed && namespace === Chain.state(ctx).activeNamespace) {
    Transactions.reset(ctx)
    Send.reset(ctx)
    void Balance.fetchTokenBalances(ctx, namespace)
  }
  // The kind of the account now in use follows it (the embedded wallet's smart account).
  const type = accounts?.find((entry) => entry.address === address)?.type
  if (accounts)
    Chain.setAccount(ctx, namespace, {
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
  Network.applyWalletChain(ctx, namespace, caipNetworkId, false)
  refetch(ctx, namespace)
}

/** Balance and name belong to the (account, network) pair: both are fetched again. */
function refetch(ctx: WalletChangedContext, namespace: ChainNamespace) {
  void Balance.fetchNativeBalance(ctx, namespace)
  void Names.fetchProfile(ctx, namespace)
}
