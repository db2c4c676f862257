import { HttpClient, type WalletListResponse } from '@latchkey/core'

export interface GetWalletsParams {
  page: number
  entries: number
  search?: string
  include?: string[]
  exclude?: string[]
  /** Comma-separated CAIP-2 ids the wallets must support. */
  chains?: string
}

export interface AnalyticsConfig {
  isAnalyticsEnabled: boolean
}

/** The provider's wallet registry (SPEC §7 "wallet-provider public API"). */
export interface WalletRegistryClient {
  getWallets(params: GetWalletsParams): Promise<WalletListResponse>
  getAnalyticsConfig(): Promise<AnalyticsConfig>
}

export interface WalletRegistryClientOptions {
  baseUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  fetch?: typeof fetch
}

// The spec shows no paths for the registry; these are the ones apps/provider serves.
export const WALLET_REGISTRY_PATHS = Object.freeze({
  wallets: 'v1/wallets',
  analyticsConfig: 'v1/analytics-config',
})

/** The registry over HTTP through core's HttpClient (retries, status errors). */
export function createWalletRegistryClient(
  options: WalletRegistryClientOptions,
): WalletRegistryClient {
  const http = new HttpClient({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  const base = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion }
  return {
    async getWallets({ include, exclude, ...params }) {
      const answer = await http.get<Partial<WalletListResponse>>(WALLET_REGISTRY_PATHS.wallets, {
        params: {
          ...base,
          ...params,
          include: include?.length ? include.join(',') : undefined,
          exclude: exclude?.length ? exclude.join(',') : undefined,
        },
      })
      return { count: answer?.count ?? 0, data: answer?.data ?? [] }
    },
    async getAnalyticsConfig() {
      const answer = await http.get<Partial<AnalyticsConfig>>(
        WALLET_REGISTRY_PATHS.analyticsConfig,
        { params: base },
      )
      return { isAnalyticsEnabled: answer?.isAnalyticsEnabled !== false }
    },
  }
}
