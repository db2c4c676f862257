import { accountOnChains } from '../chains/accountOnChains'
import type { ServedChain } from '../chains/ServedChain'
import type { Transaction } from '../routes/history'
import type { Services } from '../server/Services'
import { chainAsset } from './OnRampPartner'
import { purchaseTransaction } from './purchaseTransaction'

/**
 * The history's `onramp` query (SPEC §7): the account's paid purchases through that partner on
 * the chains asked for, newest first, as §3 transactions.
 */
export async function onrampHistory(
  services: Pick<Services, 'onramp' | 'prices'>,
  account: string,
  chains: readonly ServedChain[],
  partnerId: string,
  limit: number,
  icon: (symbol: string) => string,
): Promise<Transaction[]> {
  const partner = services.onramp.partners.find((p) => p.id === partnerId)
  if (!partner) return []
  const byAddress = new Map<string, string[]>()
  for (const { chain, address } of accountOnChains(account, chains)) {
    byAddress.set(address, [...(byAddress.get(address) ?? []), chain.id])
  }
  const purchases = (
    await Promise.all(
      [...byAddress].map(([address, ids]) =>
        services.onramp.purchases.paidBy(address, partnerId, ids, limit),
      ),
    )
  )
    .flat()
    .sort((a, b) => (b.paid_at?.getTime() ?? 0) - (a.paid_at?.getTime() ?? 0))
    .slice(0, limit)
  return Promise.all(
    purchases.map(async (purchase) => {
      const chain = chains.find((c) => c.id === purchase.chain_id)
      const asset = chain && chainAsset(chain, purchase.asset_symbol)
      const price =
        chain && asset
          ? (await services.prices.price(chain, { ...asset, address: asset.address ?? undefined }))
              .priceUsd
          : 0
      const shown = {
        ...purchase,
        address: chain?.displayAddress(purchase.address) ?? purchase.address,
      }
      return purchaseTransaction(shown, partner.name, icon(purchase.asset_symbol), price)
    }),
  )
}
