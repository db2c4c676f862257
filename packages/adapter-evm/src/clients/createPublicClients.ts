import { type CaipNetwork, CONSTANTS } from '@latchkey/core'
import { createPublicClient, fallback, http, type PublicClient, type Transport } from 'viem'
import { invalidInput } from '../errors/invalidInput'
import { evmChainId } from '../networks/evmChainId'
import { type RpcGateway, rpcGatewayUrl } from '../networks/rpcGatewayUrl'
import { toViemChain } from '../networks/toViemChain'

export interface PublicClientsOptions {
  /** The app's own RPC URLs per chain id; they replace the gateway and the network's URLs. */
  rpcUrls?: Readonly<Record<number, string | readonly string[]>>
  /** The provider's RPC gateway, tried before the network's own URLs. */
  gateway?: RpcGateway
}

export interface PublicClients {
  /** One client per chain and URL set, created on first use (so no request before it). */
  get(caipNetwork: CaipNetwork): PublicClient
  /** The URLs reads go to, in order of preference. */
  rpcUrls(caipNetwork: CaipNetwork): readonly string[]
  /** Ends the background ranking of fallback transports. */
  stop(): void
}

function httpTransport(url: string): Transport {
  return http(url, {
    timeout: CONSTANTS.RPC_TIMEOUT_MS,
    batch: { batchSize: CONSTANTS.RPC_BATCH_SIZE },
  })
}

/**
 * §7: one URL is plain http; several go through a fallback ranked on latency and stability.
 * Ranking pings each URL every polling interval until `isStopped()` turns true.
 */
export function rpcTransport(
  urls: readonly string[],
  isStopped: () => boolean = () => false,
): Transport {
  const [first] = urls
  if (!first) throw invalidInput('rpcUrls', urls, 'at least one URL')
  if (urls.length === 1) return httpTransport(first)
  return fallback(urls.map(httpTransport), {
    rank: {
      interval: CONSTANTS.RPC_POLLING_MS,
      // viem's ranking loop has no off switch: a ping that never settles parks it for good.
      ping: ({ transport }) =>
        isStopped() ? new Promise(() => {}) : transport.request({ method: 'net_listening' }),
      weights: {
        latency: CONSTANTS.RPC_HEALTH_LATENCY_WEIGHT,
        stability: CONSTANTS.RPC_HEALTH_STABILITY_WEIGHT,
      },
    },
  })
}

export function createPublicClients(options: PublicClientsOptions = {}): PublicClients {
  const clients = new Map<string, PublicClient>()
  let stopped = false

  function rpcUrls(caipNetwork: CaipNetwork): readonly string[] {
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

  return {
    rpcUrls,
    stop() {
      stopped = true
      clients.clear()
    },
    get(caipNetwork) {
      const urls = rpcUrls(caipNetwork)
      const key = `${evmChainId(caipNetwork)} ${urls.join(' ')}`
      let client = clients.get(key)
      if (!client) {
        client = createPublicClient({
          chain: toViemChain(caipNetwork, urls),
          transport: rpcTransport(urls, () => stopped),
          pollingInterval: CONSTANTS.RPC_POLLING_MS,
        })
        clients.set(key, client)
      }
      return client
    },
  }
}
