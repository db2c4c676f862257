import { createPublicClient, fallback, http, type Transport } from 'viem'
import { buildPublicClients, buildRpcTransport, type PublicClients } from './buildPublicClients'
import type { PublicClientsOptions } from './rpcUrlsFor'

export type { PublicClients } from './buildPublicClients'
export type { PublicClientsOptions } from './rpcUrlsFor'

const factories = { createPublicClient, fallback, http }

/**
 * §7: one URL is plain http; several go through a fallback ranked on latency and stability.
 * Ranking pings each URL every polling interval until `isStopped()` turns true.
 */
export function rpcTransport(
  urls: readonly string[],
  isStopped: () => boolean = () => false,
): Transport {
  return buildRpcTransport(factories, urls, isStopped)
}

/** Public clients per chain, created on first use. The adapter itself loads viem lazily instead. */
export function createPublicClients(options: PublicClientsOptions = {}): PublicClients {
  return buildPublicClients(factories, options)
}
