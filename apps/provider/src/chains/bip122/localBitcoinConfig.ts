import type { ChainConfig } from '../../config/configSchema'

/** What `startLocalBitcoin()` of @latchkey/local-bitcoin returns, as far as the provider needs it. */
export interface LocalBitcoinLike {
  url: string
  caipNetworkId: string
}

/** The chain entry for the local regtest chain: read through its own Esplora routes, BTC unpriced (a test network). */
export function localBitcoinConfig(chain: LocalBitcoinLike, name = 'Bitcoin Regtest'): ChainConfig {
  return {
    id: chain.caipNetworkId,
    name,
    rpcUrl: chain.url,
    testnet: true,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8, priceUsd: 0 },
    tokens: [],
    startBlock: 0,
    confirmations: 0,
  }
}
