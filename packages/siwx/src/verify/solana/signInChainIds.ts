import type { CaipNetworkId } from '@latchkey/core'

/** The clusters the Sign In With Solana spec names, by genesis hash (CAIP-2 reference). */
const CLUSTERS: Readonly<Record<string, string>> = Object.freeze({
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
})

/**
 * Every way a sign-in message may write a Solana network's "Chain ID": its CAIP-2 reference
 * (CAIP-122), and the SIWS spec's cluster name, bare or `solana:`-prefixed ("mainnet",
 * "solana:mainnet"); any other genesis is "localnet", which the spec names only bare.
 */
export function signInChainIds(chainId: CaipNetworkId): string[] {
  const [namespace, reference = ''] = chainId.split(':')
  if (namespace !== 'solana' || !reference) return []
  const cluster = CLUSTERS[reference]
  return cluster ? [reference, cluster, `solana:${cluster}`] : [reference, 'localnet']
}
