import type { AppKitOptions } from './AppKitOptions'

/** Where each provider service lives; undefined for a service the host did not configure. */
export interface ServiceUrls {
  apiUrl: string | undefined
  analyticsUrl: string | undefined
  walletRegistryUrl: string | undefined
  /** The provider's RPC gateway base (§7 `{rpc host}/v1/?chainId=…&projectId=…`). */
  rpcGatewayUrl: string | undefined
}

type UrlOptions = Pick<AppKitOptions, 'apiUrl' | 'analyticsUrl' | 'walletRegistryUrl'>

/**
 * One base configures every service: `apiUrl` alone gives the wallet registry, analytics and the
 * RPC gateway (the relay is `<apiUrl>/relay`, resolveWalletConnect); a URL of its own wins.
 */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const resolveServiceUrls = (function resolveServiceUrls(options: UrlOptions): ServiceUrls {
  const apiUrl = options.apiUrl || undefined
  return {
    apiUrl,
    analyticsUrl: options.analyticsUrl || apiUrl,
    walletRegistryUrl: options.walletRegistryUrl || apiUrl,
    rpcGatewayUrl: apiUrl,
  }
})

/** Whether the host configured a provider at all (a URL or an injected client). */
export function hasProvider(
  options: UrlOptions & Pick<AppKitOptions, 'blockchainApi' | 'analytics' | 'walletRegistry'>,
): boolean {
  return Boolean(
    options.apiUrl ||
      options.analyticsUrl ||
      options.walletRegistryUrl ||
      options.blockchainApi ||
      options.walletRegistry,
  )
}
