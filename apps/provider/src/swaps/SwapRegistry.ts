import { errorMessage, isSwapNetwork } from '@latchkey/core'
import type { PublicClient } from 'viem'
import type { ChainRegistry } from '../chains/ChainRegistry'
import { evmClient } from '../chains/eip155/evmClient'
import { ApiError } from '../http/ApiError'
import { EvmSwapChain } from './EvmSwapChain'

/**
 * Routers of SPEC §9 swap networks used when a served chain names none: Uniswap v2's Router02.
 * Other chains offer swaps only with a configured `swap.router`.
 */
export const DEFAULT_V2_ROUTERS: Readonly<Record<string, string>> = Object.freeze({
  'eip155:1': '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
})

const refuse = (key: 'NETWORK_NOT_SUPPORTED_FOR_SWAPS' | 'NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE') =>
  new ApiError(400, 'UNSUPPORTED_CHAIN', errorMessage(key))

/** The served chains on which the convert routes work: §9 swap networks plus configured routers. */
export class SwapRegistry {
  private readonly chains = new Map<string, EvmSwapChain>()
  private readonly gasClients = new Map<string, PublicClient>()

  constructor(served: ChainRegistry, timeoutMs: number) {
    for (const chain of served.list()) {
      const router = chain.config.swap?.router ?? DEFAULT_V2_ROUTERS[chain.id]
      if (router) {
        const swap = { router, feeBps: chain.config.swap?.feeBps ?? 30 }
        const swapChain = new EvmSwapChain(chain, swap, timeoutMs)
        this.chains.set(chain.id, swapChain)
        this.gasClients.set(chain.id, swapChain.client)
      } else if (isSwapNetwork(chain.id)) {
        this.gasClients.set(chain.id, evmClient(chain.config, timeoutMs))
      }
    }
  }

  /** CAIP-2 ids of the chains with a router. */
  ids(): string[] {
    return [...this.chains.keys()]
  }

  /** The chain's router, or a 400 'Network not supported for Swaps'. */
  swapChain(caipNetworkId: string): EvmSwapChain {
    const chain = this.chains.get(caipNetworkId)
    if (!chain) throw refuse('NETWORK_NOT_SUPPORTED_FOR_SWAPS')
    return chain
  }

  /** Gas prices come from served swap chains and served §9 networks; else 'Network not supported for Gas Price'. */
  gasClient(caipNetworkId: string): PublicClient {
    const client = this.gasClients.get(caipNetworkId)
    if (!client) throw refuse('NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE')
    return client
  }
}
