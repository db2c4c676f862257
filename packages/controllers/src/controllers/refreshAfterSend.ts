import type { ChainNamespace } from '@latchkey/core'
import type { Config } from '../core/Config'
import * as Balance from './BalanceController'
import * as Chain from './ChainController'

/** How long after a send or swap the balances are read again, until the native one moved. */
const FOLLOW_UP_MS = [1_000, 2_000, 4_000, 8_000, 16_000] as const

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
  const samePair = () => key !== undefined && Chain.getAccount(ctx, namespace)?.caipAddress === key
  let stopped = false
  let timer: unknown
  const step = (index: number) => {
    if (stopped || !samePair()) return
    void Balance.fetchTokenBalances(ctx, namespace, { force: true })
    void Balance.fetchNativeBalance(ctx, namespace, { fresh: true }).then(() => {
      const moved = Chain.getAccount(ctx, namespace)?.balance !== before
      const delay = FOLLOW_UP_MS[index]
      if (stopped || moved || delay === undefined) return
      timer = ctx.clock.setTimeout(() => step(index + 1), delay)
    })
  }
  step(0)
  return () => {
    stopped = true
    if (timer !== undefined) ctx.clock.clearTimeout(timer)
  }
}
