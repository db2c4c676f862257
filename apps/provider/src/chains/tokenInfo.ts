import type { ServedChain } from './ServedChain'

export interface TokenInfo {
  name: string
  symbol: string
  decimals: number
  priceUsd: number
  /** A configured icon; absent means the provider's own monogram. */
  iconUrl?: string
  /** Contract address; absent for the native currency. */
  address?: string
}

/** A chain's native currency (tokenAddress null) or one of its known tokens. */
export function tokenInfo(chain: ServedChain, tokenAddress: string | null): TokenInfo | undefined {
  if (tokenAddress === null) return chain.config.nativeCurrency
  return chain.token(tokenAddress)
}
