import type { CaipNetwork } from '@latchkey/core'
import { evmChainId } from '@latchkey/core'
import { type RpcGateway, rpcGatewayUrl } from '../networks/rpcGatewayUrl'

export interface PublicClientsOptions {
  /** The app's own RPC URLs per chain id; they replace the gateway and the network's URLs. */
  rpcUrls?: Readonly<Record<number, string | readonly string[]>>
  /** The provider's RPC gateway, tried before the network's own URLs. */
  gateway?: RpcGateway
}

/** The URLs reads of `caipNetwork` go to, in order of preference (§7). */
export function rpcUrlsFor(options: PublicClientsOptions, caipNetwork: CaipNetwork): string[] {
  const chainId = evmChainId(caipNetwork)
  const custom = options.rpcUrls?.[chainId]
  if (custom !== undefined) return typeof custom === 'string' ? [custom] : [...custom]
  const urls = [
    ...(options.gateway ? [rpcGatewayUrl(options.gateway, `eip155:${chainId}`)] : []),
    ...caipNetwork.rpcUrls.default.http,
    ...(caipNetwork.rpcUrls.chainDefault?.http ?? []),
  ]
  return [...new Set(urls)]
}
