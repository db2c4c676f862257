import type { CaipNetwork } from '@latchkey/core'
import type { PublicClient } from 'viem'
import type { PublicClients } from './buildPublicClients'
import { loadViemRuntime } from './loadViemRuntime'
import { type PublicClientsOptions, rpcUrlsFor } from './rpcUrlsFor'

/** The adapter's public clients: the same as createPublicClients, with viem loaded on first use. */
export interface LazyPublicClients {
  /** One client per chain and URL set, created on first use (so no request before it). */
  get(caipNetwork: CaipNetwork): Promise<PublicClient>
  /** The URLs reads go to, in order of preference. */
  rpcUrls(caipNetwork: CaipNetwork): readonly string[]
  /** Ends the background ranking of fallback transports. */
  stop(): void
}

export function createLazyPublicClients(options: PublicClientsOptions = {}): LazyPublicClients {
  let clients: PublicClients | undefined
  let stopped = false
  return {
    rpcUrls: (caipNetwork) => rpcUrlsFor(options, caipNetwork),
    async get(caipNetwork) {
      const viem = await loadViemRuntime()
      if (!clients) {
        clients = viem.createPublicClients(options)
        if (stopped) clients.stop()
      }
      return clients.get(caipNetwork)
    },
    stop() {
      stopped = true
      clients?.stop()
    },
  }
}
