import type { Transaction } from '@latchkey/core'
import type { Snapshot } from 'valtio/vanilla'
import { formatTokenAmount } from '../../format/formatTokenAmount'

export interface TransactionSummary {
  operation: string
  /** '-1.5 ETH', '+20 USDC', an NFT's name; one entry per transfer. */
  amounts: string[]
  iconUrl: string | undefined
  nftPreviewUrl: string | undefined
  symbol: string
}

/** What a row shows for a transaction: its kind, its transfers (amounts in `locale`) and an icon. */
export function describeTransaction(tx: Snapshot<Transaction>, locale: string): TransactionSummary {
  const amounts = tx.transfers.map((transfer) => {
    if (transfer.nft_info) return transfer.nft_info.name ?? 'NFT'
    const sign = transfer.direction === 'out' ? '-' : transfer.direction === 'in' ? '+' : ''
    return `${sign}${formatTokenAmount(transfer.quantity.numeric, locale)} ${transfer.fungible_info?.symbol ?? ''}`.trim()
  })
  const first = tx.transfers[0]
  return {
    operation: tx.metadata.operationType,
    amounts,
    iconUrl: first?.fungible_info?.icon?.url,
    // An NFT's preview, shown only when it is the provider's image route (see nftImageUrl).
    nftPreviewUrl: first?.nft_info?.content?.preview?.url,
    symbol: first?.fungible_info?.symbol ?? first?.nft_info?.name ?? tx.metadata.operationType,
  }
}
