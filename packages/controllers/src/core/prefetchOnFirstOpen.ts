import * as Options from '../controllers/OptionsController'
import * as WalletList from '../controllers/WalletListController'
import type { Config } from './Config'
import { servicesOf } from './servicesOf'

/**
 * What the modal needs from the provider, asked for on its first open only (DESIGN: no request
 * before that): supported chains, the recommended wallets and the analytics config.
 */
export function prefetchOnFirstOpen(ctx: Config): void {
  const ignore = (error: unknown) => ctx.logger.warn(error)
  servicesOf(ctx).api()?.fetchSupportedChains().catch(ignore)
  WalletList.prefetch(ctx).catch(ignore)
  servicesOf(ctx)
    .walletRegistry()
    ?.getAnalyticsConfig()
    .then(({ isAnalyticsEnabled }) => {
      if (!isAnalyticsEnabled) Options.setFeatures(ctx, { analytics: false })
    })
    .catch(ignore)
}
