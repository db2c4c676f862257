import { type CaipNetwork, lazyModule } from '@latchkey/core'
import type { ApiPromise } from '@polkadot/api'
import type {} from './augment'

export interface ApiPool {
  /** The network's API, connected on first call and shared after. */
  get(network: CaipNetwork): Promise<ApiPromise>
  /** Disconnects every API. */
  stop(): Promise<void>
}

/** The app's own endpoint for a network, else the network's first WebSocket or HTTP URL. */
export function rpcUrlFor(
  network: CaipNetwork,
  rpcUrls: Readonly<Record<string, string>> = {},
): string | undefined {
  const { default: urls } = network.rpcUrls
  return rpcUrls[network.caipNetworkId] ?? urls.webSocket?.[0] ?? urls.http[0]
}

/** The @polkadot/api chunk, fetched on the first connection. */
const apiModule = lazyModule(() => import('./createApi'))

/** One API per endpoint, created by the lazily loaded @polkadot/api chunk. */
export function createApiPool(rpcUrls?: Readonly<Record<string, string>>): ApiPool {
  const apis = new Map<string, Promise<ApiPromise>>()
  return {
    get(network) {
      const url = rpcUrlFor(network, rpcUrls)
      if (!url) return Promise.reject(new Error(`No RPC URL for ${network.caipNetworkId}`))
      let api = apis.get(url)
      if (!api) {
        api = apiModule.load().then(({ createApi }) => createApi(url))
        // A failed connection is not kept: the next call tries again.
        api.catch(() => apis.delete(url))
        apis.set(url, api)
      }
      return api
    },
    async stop() {
      const all = [...apis.values()]
      apis.clear()
      await Promise.all(all.map((api) => api.then((a) => a.disconnect()).catch(() => undefined)))
    },
  }
}
