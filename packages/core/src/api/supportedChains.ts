import type { HttpClient, QueryParams } from '../http/HttpClient'
import type { ActiveNetworkGetter, SupportedChainsResponse } from './types'

export interface SupportedChains {
  /** The provider's list, fetched once and kept; a failed fetch is retried on the next call. */
  fetch(): Promise<SupportedChainsResponse>
  /** True when the active network may be served. Without a getter, every call may go. */
  isActiveNetworkSupported(): Promise<boolean>
}

export function createSupportedChains(
  http: HttpClient,
  params: QueryParams,
  getActiveCaipNetworkId?: ActiveNetworkGetter,
): SupportedChains {
  let pending: Promise<SupportedChainsResponse> | undefined
  const fetchOnce = () => {
    pending ??= http
      .get<SupportedChainsResponse>('v1/supported-chains', { params })
      .then((answer) => ({
        http: answer?.http ?? [],
        ws: answer?.ws ?? [],
        swap: answer?.swap,
        onramp: answer?.onramp,
      }))
      .catch((error: unknown) => {
        pending = undefined
        throw error
      })
    return pending
  }
  return {
    fetch: fetchOnce,
    async isActiveNetworkSupported() {
      if (!getActiveCaipNetworkId) return true
      const active = getActiveCaipNetworkId()
      if (!active) return false
      try {
        return (await fetchOnce()).http.includes(active)
      } catch {
        return false
      }
    },
  }
}
