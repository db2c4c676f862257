import { isSwapNetwork } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Options from '../controllers/OptionsController'
import type { Config } from '../core/Config'

/**
 * Whether the Swap button shows: the `swaps` feature is on, the active network is a SPEC §9 swap
 * network or one the provider swaps on (`providerSwapNetworks`, from its supported chains), and
 * its adapter can send EVM transactions.
 */
export function isSwapSupported(
  ctx: Config,
  providerSwapNetworks: readonly string[] = [],
): boolean {
  const network = Chain.state(ctx).activeCaipNetwork
  if (!network || !Options.isFeatureOn(ctx, 'swaps')) return false
  const listed =
    isSwapNetwork(network.caipNetworkId) || providerSwapNetworks.includes(network.caipNetworkId)
  return listed && Boolean(ctx.adapters.get(network.chainNamespace)?.evm)
}
