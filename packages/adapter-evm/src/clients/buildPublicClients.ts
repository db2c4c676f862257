import { type CaipNetwork, CONSTANTS, evmChainId, invalidInput } from '@latchkey/core'
import type { createPublicClient, fallback, http, PublicClient, Transport } from 'viem'
import { toViemChain } from '../networks/toViemChain'
import { type PublicClientsOptions, rpcUrlsFor } from './rpcUrlsFor'

/**
 * The viem functions the public clients are made of, passed in rather than imported: this module
 * is shared by the start-up code and the lazily loaded viem chunk, and must bring no viem itself.
 */
export interface PublicClientFactories {
  createPublicClient: typeof createPublicClient
  fallback: typeof fallback
  http: typeof http
}

export interface PublicClients {
  /** One client per chain and URL set, created on first use (so no request before it). */
  get(caipNetwork: CaipNetwork): PublicClient
  /** The URLs reads go to, in order of preference. */
  rpcUrls(caipNetwork: CaipNetwork): readonly string[]
  /** Ends the background ranking of fallback transports. */
  stop(): void
}

/**
 * §7: one URL is plain http; several go through a fallback ranked on latency and stability.
 * Ranking pings each URL every polling interval until `isStopped()` turns true.
 */
export function buildRpcTransport(
  viem: PublicClientFactories,
  urls: readonly string[],
  isStopped: () => boolean = () => false,
): Transport {
  const httpTransport = (url: string): Transport =>
    viem.http(url, {
      timeout: CONSTANTS.RPC_TIMEOUT_MS,
      batch: { batchSize: CONSTANTS.RPC_BATCH_SIZE },
    })
  const [first] = urls
  if (!first) throw invalidInput('rpcUrls', urls, 'at least one URL')
  if (urls.length === 1) return httpTransport(first)
  return viem.fallback(urls.map(httpTransport), {
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

export function buildPublicClients(
  viem: PublicClientFactories,
  options: PublicClientsOptions = {},
): PublicClients {
  const clients = new Map<string, PublicClient>()
  let stopped = false
  const rpcUrls = (caipNetwork: CaipNetwork): readonly string[] => rpcUrlsFor(options, caipNetwork)

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
        client = viem.createPublicClient({
          chain: toViemChain(caipNetwork, urls),
          transport: buildRpcTransport(viem, urls, () => stopped),
          pollingInterval: CONSTANTS.RPC_POLLING_MS,
        })
        clients.set(key, client)
      }
      return client
    },
  }
}
