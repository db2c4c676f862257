import { isSwapNetwork } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'

/**
 * Whether the Swap button shows: the `swaps` feature is on, the active network is a SPEC §9 swap
 * network or one the provider swaps on (`providerSwapNetworks`, from its supported chains), and
 * its adapter can send EVM transactions.
 */
export function isSwapSupported(
  ctx: Pick<CoreContext, 'chain' | 'adapters' | 'options'>,
  providerSwapNetworks: readonly string[] = [],
): boolean {
  const network = ctx.chain.state.activeCaipNetwork
  if (!network || !ctx.options.isFeatureOn('swaps')) return false
  const listed =
    isSwapNetwork(network.caipNetworkId) || providerSwapNetworks.includes(network.caipNetworkId)
  return listed && Boolean(ctx.adapters.get(network.chainNamespace)?.evm)
}
