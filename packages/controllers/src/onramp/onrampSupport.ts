import { namespaceProfile } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Options from '../controllers/OptionsController'
import type { Config } from '../core/Config'

/**
 * Whether the Buy button shows: the `onramp` feature is on, the active network is of a SPEC §9
 * on-ramp namespace, and the provider's partners sell on it (`providerOnRampNetworks`, from its
 * supported chains).
 */
export function isOnRampSupported(
  ctx: Config,
  providerOnRampNetworks: readonly string[] = [],
): boolean {
  const network = Chain.state(ctx).activeCaipNetwork
  if (!network || !Options.isFeatureOn(ctx, 'onramp')) return false
  return (
    namespaceProfile(network.chainNamespace).onramp &&
    providerOnRampNetworks.includes(network.caipNetworkId)
  )
}
