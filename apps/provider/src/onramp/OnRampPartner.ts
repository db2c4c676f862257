import type { ChainRegistry } from '../chains/ChainRegistry'
import type { ServedChain } from '../chains/ServedChain'
import type { OnRampPartnerConfig } from './onrampConfigSchema'

/** What a partner sells on one chain: the native currency (address null) or a known token. */
export interface OnRampAsset {
  symbol: string
  name: string
  decimals: number
  /** The configured price, the last resort of the price source (src/prices). */
  priceUsd: number
  /** The Chainlink feed that prices it first. */
  priceFeed?: string | undefined
  /** Token contract; null for the native currency. */
  address: string | null
}

/** An on-ramp partner (SPEC §9): its fee and the assets it sells on each chain. */
export interface OnRampPartner {
  id: OnRampPartnerConfig['id']
  name: string
  /** Percent of the payment it keeps (SPEC §9: 1–2). */
  feePct: number
  /** CAIP-2 namespaces it can sell on at all. */
  namespaces: readonly string[]
  /** The chains it sells on, as served by this provider. */
  chains: readonly ServedChain[]
  /** The asset with this symbol on that chain, when the partner sells it there. */
  asset(chainId: string, symbol: string): OnRampAsset | undefined
}

// SPEC §9: Coinbase-like partners sell on EVM chains; Meld-like ones on eip155 and solana.
const NAMESPACES: Record<OnRampPartnerConfig['id'], readonly string[]> = {
  coinbase: ['eip155'],
  meld: ['eip155', 'solana'],
}

/** A chain's native currency or token with this symbol, with its configured price and feed. */
export function chainAsset(chain: ServedChain, symbol: string): OnRampAsset | undefined {
  const native = chain.config.nativeCurrency
  if (native.symbol === symbol) return { ...native, address: null }
  const token = chain.config.tokens.find((t) => t.symbol === symbol)
  return token
    ? {
        symbol,
        name: token.name,
        decimals: token.decimals,
        priceUsd: token.priceUsd,
        priceFeed: token.priceFeed,
        address: token.address,
      }
    : undefined
}

/** The configured partners over the served chains (resolveConfig has checked their chains). */
export function createPartners(
  configs: readonly OnRampPartnerConfig[],
  chains: ChainRegistry,
): OnRampPartner[] {
  return configs.map((config) => {
    const namespaces = NAMESPACES[config.id]
    const served = config.chains
      .map((id) => chains.get(id))
      .filter((c): c is ServedChain => c !== undefined && namespaces.includes(c.namespace))
    return {
      id: config.id,
      name: config.name,
      feePct: config.feePct,
      namespaces,
      chains: served,
      asset(chainId, symbol) {
        const chain = served.find((c) => c.id === chainId)
        if (!chain || !config.assets.includes(symbol)) return undefined
        const asset = chainAsset(chain, symbol)
        return asset && hasPrice(chain, asset) ? asset : undefined
      },
    }
  })
}

/** Whether some source can price the asset: a configured price, a feed, or the pools' stable token. */
export function hasPrice(
  chain: { config: { prices?: { stableToken?: string | undefined } | undefined } },
  asset: { priceUsd: number; priceFeed?: string | undefined },
): boolean {
  return asset.priceUsd > 0 || asset.priceFeed !== undefined || !!chain.config.prices?.stableToken
}
