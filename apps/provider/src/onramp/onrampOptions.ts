import type { OnrampOptions, PurchaseCurrency } from '@latchkey/core'
import type { ServedChain } from '../chains/ServedChain'
import type { OnRampAsset, OnRampPartner } from './OnRampPartner'
import type { OnRampCurrencyConfig } from './onrampConfigSchema'
import { onrampNetworkName } from './onrampNetworks'

/** A partner as the options list it (ours, beside §3's fields): where it sells and its fee. */
export interface OnRampPartnerInfo {
  id: string
  name: string
  feePct: number
  /** CAIP-2 ids of the chains it sells something on now. */
  networks: string[]
}

/** GET /v1/onramp/options: §3 options plus the partners; `fallback` marks SPEC §7's built-in list. */
export interface OnRampOptionsAnswer extends OnrampOptions {
  partners: OnRampPartnerInfo[]
  fallback?: true
}

/**
 * What the partners can sell now: each asset they list on a chain whose faucet holds some of it.
 * Throws when nothing can be sold because a chain could not be read (the route falls back).
 */
export async function readOnRampOptions(
  partners: readonly OnRampPartner[],
  currencies: readonly OnRampCurrencyConfig[],
  held: (chain: ServedChain, asset: OnRampAsset) => Promise<bigint>,
): Promise<OnRampOptionsAnswer> {
  const purchase = new Map<string, PurchaseCurrency>()
  const infos: OnRampPartnerInfo[] = []
  const failures: unknown[] = []
  for (const partner of partners) {
    const networks = new Set<string>()
    for (const chain of partner.chains) {
      const symbols = [
        chain.config.nativeCurrency.symbol,
        ...chain.config.tokens.map((t) => t.symbol),
      ]
      for (const symbol of symbols) {
        const asset = partner.asset(chain.id, symbol)
        if (!asset) continue
        const amount = await held(chain, asset).catch((error: unknown) => {
          failures.push(error)
          return 0n
        })
        if (amount <= 0n) continue
        networks.add(chain.id)
        addNetwork(purchase, chain, asset)
      }
    }
    if (networks.size > 0)
      infos.push({
        id: partner.id,
        name: partner.name,
        feePct: partner.feePct,
        networks: [...networks],
      })
  }
  if (purchase.size === 0) {
    throw new Error(
      failures.length > 0
        ? 'The partners could not read their chains'
        : 'No partner sells anything',
      { cause: failures[0] },
    )
  }
  return {
    purchaseCurrencies: [...purchase.values()],
    paymentCurrencies: currencies.map((c) => ({
      id: c.id,
      payment_method_limits: c.limits.map((l) => ({ ...l })),
    })),
    partners: infos,
  }
}

function addNetwork(
  purchase: Map<string, PurchaseCurrency>,
  chain: ServedChain,
  asset: OnRampAsset,
) {
  let currency = purchase.get(asset.symbol)
  if (!currency) {
    currency = { id: asset.symbol, name: asset.name, symbol: asset.symbol, networks: [] }
    purchase.set(asset.symbol, currency)
  }
  if (currency.networks.some((n) => n.chain_id === chain.id.split(':')[1])) return
  currency.networks.push({
    name: onrampNetworkName(chain),
    display_name: chain.config.name,
    chain_id: chain.id.split(':')[1] as string,
    contract_address: asset.address ?? '',
  })
}
