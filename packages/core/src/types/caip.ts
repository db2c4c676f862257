/** SPEC §3 chain namespaces. */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122'

/** CAIP-2 network id: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** CAIP-10 account id: `namespace:reference:address`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

export interface ParsedCaipNetworkId {
  chainNamespace: ChainNamespace
  chainId: string
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
}
