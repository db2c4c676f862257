// The namespaces are a module of their own: start-up reads only them, and a bundler places a
// module whole (issue 13).
export { CHAIN_NAMESPACES } from './chainNamespaces'

/** SPEC §9 eip155 chain ids where swaps are offered. */
export const SWAP_NETWORK_IDS: readonly number[] = Object.freeze([
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
])

/** SPEC §9: whether swaps are offered on a CAIP-2 network (eip155 chain ids only). */
export function isSwapNetwork(caipNetworkId: string): boolean {
  const [namespace, reference] = caipNetworkId.split(':')
  return namespace === 'eip155' && SWAP_NETWORK_IDS.includes(Number(reference))
}

/** Well-known CAIP-2 ids of SPEC §9 network definitions. */
export const WELL_KNOWN_NETWORK_IDS = Object.freeze({
  ETHEREUM: 'eip155:1',
  ARBITRUM_ONE: 'eip155:42161',
  SOLANA_MAINNET: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  SOLANA_DEVNET: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  SOLANA_TESTNET: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  BITCOIN_MAINNET: 'bip122:000000000019d6689c085ae165831e93',
  BITCOIN_TESTNET: 'bip122:000000000933ea01ad0ee984209779ba',
} as const)
