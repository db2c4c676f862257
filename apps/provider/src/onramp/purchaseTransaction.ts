import { formatUnits } from 'viem'
import type { Transaction } from '../routes/history'
import type { Purchase } from './PurchaseStore'

const STATUS: Record<Purchase['status'], string> = {
  pending: 'pending',
  processing: 'pending',
  completed: 'confirmed',
  failed: 'failed',
}

/** A paid purchase as a §3 transaction of the history's `onramp` query: a buy from the partner. */
export function purchaseTransaction(
  purchase: Purchase,
  partnerName: string,
  icon: string,
  priceUsd: number,
): Transaction {
  const numeric = formatUnits(BigInt(purchase.crypto_units), purchase.asset_decimals)
  return {
    id: purchase.id,
    metadata: {
      minedAt: (purchase.completed_at ?? purchase.paid_at ?? purchase.created_at).toISOString(),
      chain: purchase.chain_id,
      operationType: 'buy',
      status: STATUS[purchase.status],
      sentFrom: partnerName,
      sentTo: purchase.address,
      hash: purchase.tx_hash ?? '',
    },
    transfers: [
      {
        fungible_info: {
          name: purchase.asset_symbol,
          symbol: purchase.asset_symbol,
          icon: { url: icon },
        },
        quantity: { numeric },
        direction: 'in',
        ...(priceUsd > 0 ? { price: priceUsd, value: Number(numeric) * priceUsd } : {}),
      },
    ],
  }
}
