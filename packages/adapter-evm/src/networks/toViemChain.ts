import type { CaipNetwork } from '@latchkey/core'
import { evmChainId } from '@latchkey/core'
import { type Chain, defineChain } from 'viem'

/** The viem chain for a CaipNetwork, on the given RPC URLs (the network's own by default). */
export function toViemChain(caipNetwork: CaipNetwork, rpcUrls?: readonly string[]): Chain {
  const explorers = caipNetwork.blockExplorers
  return defineChain({
    id: evmChainId(caipNetwork),
    name: caipNetwork.name,
    nativeCurrency: caipNetwork.nativeCurrency,
    rpcUrls: { default: { http: rpcUrls ?? networkRpcUrls(caipNetwork) } },
    ...(explorers ? { blockExplorers: explorers } : {}),
    testnet: caipNetwork.testnet ?? false,
  })
}

/** The chain's own public RPC URLs: chainDefault when set (it is the chain's, not a gateway). */
export function networkRpcUrls(caipNetwork: CaipNetwork): readonly string[] {
  return caipNetwork.rpcUrls.chainDefault?.http ?? caipNetwork.rpcUrls.default.http
}
