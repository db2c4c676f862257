import type { CaipNetwork } from '@latchkey/core'

/** Wallet Standard names the clusters it knows; any other genesis is a local one. */
const WALLET_STANDARD_CHAINS: Readonly<Record<string, string>> = Object.freeze({
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
})

/** The Wallet Standard chain id of a network ('solana:devnet'); 'solana:localnet' otherwise. */
export function walletStandardChain(caipNetwork: Pick<CaipNetwork, 'id'>): `solana:${string}` {
  return (WALLET_STANDARD_CHAINS[String(caipNetwork.id)] ?? 'solana:localnet') as `solana:${string}`
}

/** The cluster a Sign In With Solana message names ("mainnet", "localnet"), from a CAIP-2 id. */
export function signInChainId(caipNetworkId: string): string {
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
  return walletStandardChain({ id: reference }).slice('solana:'.length)
}
