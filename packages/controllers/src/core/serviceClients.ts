import { ALERTS, type Alert, AnalyticsClient, BlockchainApiClient } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Options from '../controllers/OptionsController'
import { alertOfAnswer } from '../errors/providerAlerts'
import type { AppKitOptions } from '../options/AppKitOptions'
import { createWalletRegistryClient } from '../walletList/WalletRegistryClient'
import type { Config } from './Config'

// The provider clients' code, loaded on their first call (./createServices): creating the core
// and drawing the page's buttons need none of it. The §8 alert matching comes with it.

export { alertOfProviderError } from '../errors/providerAlerts'

type ServiceContext = Config

function identity(options: AppKitOptions, ctx: ServiceContext) {
  return {
    projectId: options.projectId ?? '',
    sdkType: Options.state(ctx).sdkType,
    sdkVersion: Options.state(ctx).sdkVersion,
  }
}

export function blockchainApiClient(baseUrl: string, options: AppKitOptions, ctx: ServiceContext) {
  return new BlockchainApiClient({
    ...identity(options, ctx),
    baseUrl,
    clock: ctx.clock,
    getActiveCaipNetworkId: () => Chain.state(ctx).activeCaipNetwork?.caipNetworkId,
  })
}

export function analyticsClient(
  baseUrl: string,
  options: AppKitOptions,
  ctx: ServiceContext,
  showAlert: (alert: Alert) => void,
) {
  // SPEC §6: a 403 from analytics is 'Invalid App Configuration' unless it names the project.
  const onForbidden = (answer: unknown) =>
    showAlert(alertOfAnswer(answer) ?? ALERTS.INVALID_APP_CONFIGURATION)
  // The client reports a 403 without its answer: read the answer here to pick the alert.
  let refusal: unknown
  const readRefusals: typeof fetch = async (input, init) => {
    const response = await globalThis.fetch(input, init)
    if (response.status === 403)
      refusal = await response
        .clone()
        .json()
        .catch(() => undefined)
    return response
  }
  return new AnalyticsClient({
    ...identity(options, ctx),
    baseUrl,
    // Read at each event and each flush: events queued before the project's analytics config
    // turned the feature off are dropped, not sent.
    enabled: () => Options.isFeatureOn(ctx, 'analytics'),
    clock: ctx.clock,
    fetch: readRefusals,
    onForbidden: () => onForbidden(refusal),
    getPageUrl: () => ctx.environment.url || undefined,
  })
}

export function walletRegistryClient(baseUrl: string, options: AppKitOptions, ctx: ServiceContext) {
  return createWalletRegistryClient({ ...identity(options, ctx), baseUrl })
}
