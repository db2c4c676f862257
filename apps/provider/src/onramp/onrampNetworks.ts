import type { ServedChain } from '../chains/ServedChain'

// SPEC §9 Coinbase pay chain names by EVM chain id.
const PAY_CHAIN_NAMES: Record<string, string> = {
  'eip155:1': 'ethereum',
  'eip155:42161': 'arbitrum',
  'eip155:137': 'polygon',
  'eip155:80094': 'berachain',
  'eip155:43114': 'avalanche-c-chain',
  'eip155:10': 'optimism',
  'eip155:42220': 'celo',
  'eip155:8453': 'base',
}

/** The network name of a chain in on-ramp answers (§3 networks.name): the pay chain name, else a slug. */
export function onrampNetworkName(chain: ServedChain): string {
  return (
    PAY_CHAIN_NAMES[chain.id] ??
    (chain.config.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') ||
      chain.id.replace(':', '-'))
  )
}

/** The chain a request names: by CAIP-2 id, or by its network name of the options. */
export function findOnrampChain(
  chains: readonly ServedChain[],
  network: string,
): ServedChain | undefined {
  return chains.find((c) => c.id === network || onrampNetworkName(c) === network)
}
