import type { ChainNamespace } from '@latchkey/core'
import type { Config } from '../core/Config'
import { followUp } from '../core/followUp'
import * as Balance from './BalanceController'
import * as Chain from './ChainController'

/**
 * The balances a send or swap changed (SPEC §5: the Account view shows what was just spent):
 * read at once past the caches, and again after 1, 2, 4, 8 and 16 s until the native balance
 * differs from `before`, the one shown when the wallet was asked. A node may answer the old
 * balance while the transaction waits for its block; that answer must not stay for the cache's
 * 30 s. Stops when the (account, network) pair changes; returns a stop function.
 */
export function refreshAfterSend(
  ctx: Config,
  namespace: ChainNamespace,
  before: string | undefined,
): () => void {
  const key = Chain.getAccount(ctx, namespace)?.caipAddress
  return followUp(
    ctx.clock,
    async () => {
      void Balance.fetchTokenBalances(ctx, namespace, { force: true })
      await Balance.fetchNativeBalance(ctx, namespace, { fresh: true })
      return Chain.getAccount(ctx, namespace)?.balance !== before
    },
    () => key !== undefined && Chain.getAccount(ctx, namespace)?.caipAddress === key,
  )
}
