import { namespaceProfile } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'

/**
 * Whether the Buy button shows: the `onramp` feature is on, the active network is of a SPEC §9
 * on-ramp namespace, and the provider's partners sell on it (`providerOnRampNetworks`, from its
 * supported chains).
 */
export function isOnRampSupported(
  ctx: Pick<CoreContext, 'chain' | 'options'>,
  providerOnRampNetworks: readonly string[] = [],
): boolean {
  const network = ctx.chain.state.activeCaipNetwork
  if (!network || !ctx.options.isFeatureOn('onramp')) return false
  return (
    namespaceProfile(network.chainNamespace).onramp &&
    providerOnRampNetworks.includes(network.caipNetworkId)
  )
}
