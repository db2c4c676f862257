import type { CaipNetwork, NativeCurrency } from '../types/network'

export interface DefineEvmNetworkParameters {
  id: number
  name: string
  nativeCurrency: NativeCurrency
  rpcUrl: string
  explorer?: { name: string; url: string }
  testnet?: boolean
}

/** An eip155 CaipNetwork (SPEC §3) from the few facts that differ between chains; frozen data. */
export function defineEvmNetwork(parameters: DefineEvmNetworkParameters): CaipNetwork {
  const { id, name, nativeCurrency, rpcUrl, explorer, testnet = false } = parameters
  const rpc = Object.freeze({ http: Object.freeze([rpcUrl]) })
  return Object.freeze({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: Object.freeze({ ...nativeCurrency }),
    rpcUrls: Object.freeze({ default: rpc, chainDefault: rpc }),
    ...(explorer
      ? { blockExplorers: Object.freeze({ default: Object.freeze({ ...explorer }) }) }
      : {}),
    testnet,
  })
}
