import type { CaipNetworkId } from '@latchkey/core'

/** The clusters the Sign In With Solana spec names, by genesis hash (CAIP-2 reference). */
const CLUSTERS: Readonly<Record<string, string>> = Object.freeze({
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
})

/** The cluster a Sign In With Solana message names for a network ("mainnet"; any other genesis is "localnet"). */
export function signInCluster(chainId: CaipNetworkId): string | undefined {
  const [namespace, reference = ''] = chainId.split(':')
  if (namespace !== 'solana' || !reference) return undefined
  return CLUSTERS[reference] ?? 'localnet'
}

/**
 * The ways the SIWS spec lets a message write a network's "Chain ID": the cluster name, bare or
 * `solana:`-prefixed ("mainnet", "solana:mainnet"); "localnet" it names only bare.
 */
export function signInChainIds(chainId: CaipNetworkId): string[] {
  const cluster = signInCluster(chainId)
  if (!cluster) return []
  return cluster === 'localnet' ? [cluster] : [cluster, `solana:${cluster}`]
}
