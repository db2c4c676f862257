import { ALERTS, AnalyticsClient, BlockchainApiClient } from '@latchkey/core'
import type { AppKitOptions } from '../options/AppKitOptions'
import { createWalletRegistryClient } from '../walletList/WalletRegistryClient'
import type { CoreContext } from './CoreContext'
import type { Analytics, BlockchainApi, Services } from './Services'

function lazy<T>(make: () => T): () => T {
  let made = false
  let value: T
  return () => {
    if (!made) {
      value = make()
      made = true
    }
    return value
  }
}

/**
 * Provider clients from the injected ones or the base URLs; each is built on first use, so
 * creating the core makes no request and allocates no client.
 */
export function createServices(options: AppKitOptions, ctx: CoreContext): Services {
  const identity = () => ({
    projectId: options.projectId ?? '',
    sdkType: ctx.options.state.sdkType,
    sdkVersion: ctx.options.state.sdkVersion,
  })
  return {
    api: lazy((): BlockchainApi | undefined => {
      if (options.blockchainApi) return options.blockchainApi
      if (!options.apiUrl) return undefined
      return new BlockchainApiClient({
        ...identity(),
        baseUrl: options.apiUrl,
        clock: ctx.clock,
        getActiveCaipNetworkId: () => ctx.chain.state.activeCaipNetwork?.caipNetworkId,
      })
    }),
    analytics: lazy((): Analytics | undefined => {
      if (options.analytics) return options.analytics
      if (!options.analyticsUrl) return undefined
      return new AnalyticsClient({
        ...identity(),
        baseUrl: options.analyticsUrl,
        enabled: ctx.options.isFeatureOn('analytics'),
        clock: ctx.clock,
        // SPEC §6: a 403 means the origin is not allowlisted.
        onForbidden: () => ctx.alert.showOnce(ALERTS.INVALID_APP_CONFIGURATION),
        getPageUrl: () => ctx.environment.url || undefined,
      })
    }),
    walletRegistry: lazy(() => {
      if (options.walletRegistry) return options.walletRegistry
      if (!options.walletRegistryUrl) return undefined
      return createWalletRegistryClient({ ...identity(), baseUrl: options.walletRegistryUrl })
    }),
  }
}
