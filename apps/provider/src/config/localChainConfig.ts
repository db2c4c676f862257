import type { ChainConfig } from './configSchema'

/** What `startLocalChain()` of @latchkey/local-chain returns, as far as the provider needs it. */
export interface LocalChainLike {
  rpcUrl: string
  chainId: number
  tokens: readonly { address: string; name: string; symbol: string; decimals: number }[]
  /** The local constant-product exchange, when the chain was started with one. */
  exchange?: { router: string }
}

/**
 * The chain entry for a local devnet: every demo token known, indexed from block 0.
 * Prices are by symbol (e.g. { ETH: 2000, LUSD: 1 }); a symbol left out is priced 0.
 */
export function localChainConfig(
  chain: LocalChainLike,
  prices: Readonly<Record<string, number>> = {},
  name = 'Local Chain',
): ChainConfig {
  return {
    id: `eip155:${chain.chainId}`,
    name,
    rpcUrl: chain.rpcUrl,
    testnet: true,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: prices.ETH ?? 0 },
    tokens: chain.tokens.map((t) => ({
      address: t.address,
      name: t.name,
      symbol: t.symbol,
      decimals: t.decimals,
      priceUsd: prices[t.symbol] ?? 0,
    })),
    startBlock: 0,
    confirmations: 0,
    ...(chain.exchange ? { swap: { router: chain.exchange.router, feeBps: 30 } } : {}),
  }
}
