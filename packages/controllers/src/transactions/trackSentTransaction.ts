import type { CaipNetwork } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Transactions from '../controllers/TransactionsController'
import type { Config } from '../core/Config'

export interface SentTransaction {
  hash: string
  network: CaipNetwork
  from: string
  to: string
  amount: string
  symbol: string
}

/** How long after a send the history is read again, until the provider's indexer lists it. */
const FOLLOW_UP_MS = [1_000, 2_000, 4_000, 8_000, 16_000] as const

/**
 * The visitor's own send in Activity (issue 23): shown at once as pending, then the first page is
 * read again until the history lists it (pending, then confirmed), as long as the (account,
 * network) pair is still the one it was sent from.
 */
export function trackSentTransaction(ctx: Config, sent: SentTransaction): () => void {
  Transactions.addPending(ctx, {
    id: sent.hash,
    metadata: {
      minedAt: new Date(ctx.clock.now()).toISOString(),
      chain: sent.network.caipNetworkId,
      operationType: 'send',
      status: 'pending',
      sentFrom: sent.from,
      sentTo: sent.to,
      hash: sent.hash,
    },
    transfers: [
      {
        direction: 'out',
        fungible_info: { symbol: sent.symbol },
        quantity: { numeric: sent.amount },
      },
    ],
  })
  const samePair = () =>
    Chain.state(ctx).activeCaipNetwork?.caipNetworkId === sent.network.caipNetworkId &&
    Chain.getAccount(ctx)?.address?.toLowerCase() === sent.from.toLowerCase()
  const listed = () =>
    Transactions.state(ctx).transactions.some(
      (tx) => tx.id.toLowerCase() === sent.hash.toLowerCase() && tx.metadata.status !== 'pending',
    )
  let timer: unknown
  let stopped = false
  const step = (index: number) => {
    void Transactions.refresh(ctx).then(() => {
      const delay = FOLLOW_UP_MS[index]
      if (stopped || listed() || !samePair() || delay === undefined) return
      timer = ctx.clock.setTimeout(() => step(index + 1), delay)
    })
  }
  step(0)
  return () => {
    stopped = true
    if (timer !== undefined) ctx.clock.clearTimeout(timer)
  }
}
