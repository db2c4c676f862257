import { ALERTS, type Alert, AnalyticsClient, BlockchainApiClient } from '@latchkey/core'
import { alertOfAnswer, withProviderAlerts } from '../errors/providerAlerts'
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
  const showAlert = (alert: Alert) => ctx.alert.showOnce(alert)
  const identity = () => ({
    projectId: options.projectId ?? '',
    sdkType: ctx.options.state.sdkType,
    sdkVersion: ctx.options.state.sdkVersion,
  })
  return {
    api: lazy((): BlockchainApi | undefined => {
      const client =
        options.blockchainApi ??
        (options.apiUrl
          ? new BlockchainApiClient({
              ...identity(),
              baseUrl: options.apiUrl,
              clock: ctx.clock,
              getActiveCaipNetworkId: () => ctx.chain.state.activeCaipNetwork?.caipNetworkId,
            })
          : undefined)
      return client && withProviderAlerts(client, showAlert)
    }),
    analytics: lazy((): Analytics | undefined => {
      if (options.analytics) return options.analytics
      if (!options.analyticsUrl) return undefined
      // The client reports a 403 without its answer: read the answer here to pick the alert.
      let refusal: Alert | undefined
      const readRefusals: typeof fetch = async (input, init) => {
        const response = await globalThis.fetch(input, init)
        if (response.status === 403)
          refusal = alertOfAnswer(
            await response
              .clone()
              .json()
              .catch(() => undefined),
          )
        return response
      }
      return new AnalyticsClient({
        ...identity(),
        baseUrl: options.analyticsUrl,
        enabled: ctx.options.isFeatureOn('analytics'),
        clock: ctx.clock,
        fetch: readRefusals,
        // SPEC §6: a 403 from analytics is 'Invalid App Configuration' unless it names the project.
        onForbidden: () => showAlert(refusal ?? ALERTS.INVALID_APP_CONFIGURATION),
        getPageUrl: () => ctx.environment.url || undefined,
      })
    }),
    walletRegistry: lazy(() => {
      const client =
        options.walletRegistry ??
        (options.walletRegistryUrl
          ? createWalletRegistryClient({ ...identity(), baseUrl: options.walletRegistryUrl })
          : undefined)
      return client && withProviderAlerts(client, showAlert)
    }),
  }
}
