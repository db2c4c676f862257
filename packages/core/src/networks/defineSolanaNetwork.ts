import type { CaipNetwork } from '../types/network'

export interface DefineSolanaNetworkParameters {
  /** The cluster's genesis hash cut to 32 characters (SPEC §9 CAIP-2 reference). */
  genesis: string
  name: string
  rpcUrl: string
  explorer?: { name: string; url: string }
  testnet?: boolean
}

const SOL = Object.freeze({ name: 'Solana', symbol: 'SOL', decimals: 9 })

/** A solana CaipNetwork (SPEC §3) from the few facts that differ between clusters; frozen data. */
export function defineSolanaNetwork(parameters: DefineSolanaNetworkParameters): CaipNetwork {
  const { genesis, name, rpcUrl, explorer, testnet = false } = parameters
  const rpc = Object.freeze({ http: Object.freeze([rpcUrl]) })
  return Object.freeze({
    id: genesis,
    caipNetworkId: `solana:${genesis}`,
    chainNamespace: 'solana',
    name,
    nativeCurrency: SOL,
    rpcUrls: Object.freeze({ default: rpc, chainDefault: rpc }),
    ...(explorer
      ? { blockExplorers: Object.freeze({ default: Object.freeze({ ...explorer }) }) }
      : {}),
    testnet,
  })
}
