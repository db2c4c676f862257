import type { ChainConfig } from '../../config/configSchema'

/** What `startLocalSolana()` of @latchkey/local-solana returns, as far as the provider needs it. */
export interface LocalSolanaLike {
  rpcUrl: string
  caip2: string
  mints: readonly { mint: string; name: string; symbol: string; decimals: number }[]
}

/**
 * The chain entry for the local Solana chain: every demo token known, indexed from slot 0.
 * Prices are by symbol (e.g. { SOL: 150, LUSD: 1 }); a symbol left out is priced 0.
 */
export function localSolanaConfig(
  chain: LocalSolanaLike,
  prices: Readonly<Record<string, number>> = {},
  name = 'Solana Localnet',
): ChainConfig {
  return {
    id: chain.caip2,
    name,
    rpcUrl: chain.rpcUrl,
    testnet: true,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9, priceUsd: prices.SOL ?? 0 },
    tokens: chain.mints.map((mint) => ({
      address: mint.mint,
      name: mint.name,
      symbol: mint.symbol,
      decimals: mint.decimals,
      priceUsd: prices[mint.symbol] ?? 0,
    })),
    startBlock: 0,
    confirmations: 0,
  }
}
