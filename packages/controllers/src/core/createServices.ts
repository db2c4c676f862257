import type { Alert } from '@latchkey/core'
import * as AlertSlice from '../controllers/AlertController'
import type { AppKitOptions } from '../options/AppKitOptions'
import { resolveWalletConnect } from '../options/resolveWalletConnect'
import { resolveServiceUrls } from '../options/serviceUrls'
import type { WalletRegistryClient } from '../walletList/WalletRegistryClient'
import type { Config } from './Config'
import { deferredClient } from './deferredClient'
import { loadedServiceClients, loadServiceClients } from './loadServiceClients'
import type { Analytics, BlockchainApi, Services } from './Services'
import { withProviderAlerts } from './withProviderAlerts'

// The bundled wallet list and its registry: a chunk of its own, loaded on the first listing.
let bundled: WalletRegistryClient | undefined
const bundledRegistry = () =>
  deferredClient<WalletRegistryClient>(
    () =>
      import('../walletList/bundledRegistry').then((m) => {
        bundled ??= m.createBundledRegistry()
        return bundled
      }),
    () => bundled,
  )

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
 * creating the core makes no request and allocates no client, and a client built from a URL
 * loads its code on its first call (deferredClient), so the page's start-up carries none of it.
 */
export function createServices(options: AppKitOptions, ctx: Config): Services {
  const showAlert = (alert: Alert) => AlertSlice.showOnce(ctx, alert)
  const urls = resolveServiceUrls(options)
  return {
    api: lazy((): BlockchainApi | undefined => {
      const url = urls.apiUrl
      const client =
        options.blockchainApi ??
        (url
          ? deferredClient<BlockchainApi>(
              () => loadServiceClients().then((m) => m.blockchainApiClient(url, options, ctx)),
              () => loadedServiceClients()?.blockchainApiClient(url, options, ctx),
            )
          : undefined)
      return client && withProviderAlerts(client, showAlert)
    }),
    analytics: lazy((): Analytics | undefined => {
      const url = urls.analyticsUrl
      if (options.analytics || !url) return options.analytics
      return deferredClient<Analytics>(
        () => loadServiceClients().then((m) => m.analyticsClient(url, options, ctx, showAlert)),
        () => loadedServiceClients()?.analyticsClient(url, options, ctx, showAlert),
      )
    }),
    walletRegistry: lazy(() => {
      const url = urls.walletRegistryUrl
      if (!options.walletRegistry && !url)
        // No registry but WalletConnect (a project id on the public network): the bundled list.
        return resolveWalletConnect(options) ? bundledRegistry() : undefined
      const client =
        options.walletRegistry ??
        deferredClient<WalletRegistryClient>(
          () => loadServiceClients().then((m) => m.walletRegistryClient(url!, options, ctx)),
          () => loadedServiceClients()?.walletRegistryClient(url!, options, ctx),
        )
      return withProviderAlerts(client, showAlert)
    }),
  }
}
