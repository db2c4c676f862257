import type { CaipNetworkId, ChainNamespace } from './caip'

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

export interface RpcUrls {
  http: readonly string[]
  webSocket?: readonly string[]
}

export interface BlockExplorer {
  name: string
  url: string
  apiUrl?: string
}

/** SPEC §3 Network. */
export interface CaipNetwork {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: RpcUrls; chainDefault?: RpcUrls }
  assets?: { imageId?: string; imageUrl?: string }
  blockExplorers?: { default: BlockExplorer; [name: string]: BlockExplorer }
  testnet?: boolean
}
