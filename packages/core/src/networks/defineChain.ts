import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import { startupError } from '../errors/LatchkeyError'
import type { CaipNetwork } from '../types/network'

/** The field's name for a network: apps type their network lists with it. */
export type AppKitNetwork = CaipNetwork

/**
 * A custom network, in the field's `defineChain` shape (id, caipNetworkId, chainNamespace, name,
 * nativeCurrency, rpcUrls, …). Its CAIP-2 id must be `chainNamespace:id` ('Invalid CAIP-2 network
 * id' otherwise); the result is frozen data.
 */
export function defineChain<const N extends CaipNetwork>(network: N): Readonly<N> {
  const { chainNamespace, chainId } = parseCaipNetworkId(network?.caipNetworkId)
  if (chainNamespace !== network.chainNamespace || chainId !== String(network.id))
    throw startupError('INVALID_CAIP2_NETWORK_ID')
  return Object.freeze({ ...network })
}
