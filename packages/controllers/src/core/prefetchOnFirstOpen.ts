import type { CoreContext } from './CoreContext'

/**
 * What the modal needs from the provider, asked for on its first open only (DESIGN: no request
 * before that): supported chains, the recommended wallets and the analytics config.
 */
export function prefetchOnFirstOpen(ctx: CoreContext): void {
  const ignore = (error: unknown) => ctx.logger.warn(error)
  ctx.services.api()?.fetchSupportedChains().catch(ignore)
  ctx.walletList.prefetch().catch(ignore)
  ctx.services
    .walletRegistry()
    ?.getAnalyticsConfig()
    .then(({ isAnalyticsEnabled }) => {
      if (!isAnalyticsEnabled) ctx.options.setFeatures({ analytics: false })
    })
    .catch(ignore)
}
