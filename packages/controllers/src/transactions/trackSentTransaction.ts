import type { CaipNetwork } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Transactions from '../controllers/TransactionsController'
import type { Config } from '../core/Config'
import { followUp } from '../core/followUp'

export interface SentTransaction {
  hash: string
  network: CaipNetwork
  from: string
  to: string
  amount: string
  symbol: string
}

/**
 * The visitor's own send in Activity (issue 23): shown at once as pending, then the first page is
 * read again after 1, 2, 4, 8 and 16 s until the history lists it (pending, then confirmed), as
 * long as the (account, network) pair is still the one it was sent from.
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
  return followUp(
    ctx.clock,
    async () => {
      await Transactions.refresh(ctx)
      return listed()
    },
    samePair,
  )
}
