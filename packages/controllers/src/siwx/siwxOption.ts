import { parseCaipNetworkId } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import type { AppKitOptions } from '../options/AppKitOptions'
import type { SiwxConfig } from './SiwxConfig'
import { siwxFromSiweConfig } from './siweConfig'

/** The app's sign-in: `siwx`, or a legacy `siweConfig` on the networks that sign EIP-4361. */
export function siwxOption(
  options: Pick<AppKitOptions, 'siwx' | 'siweConfig'>,
  ctx: Pick<CoreContext, 'adapters'>,
): SiwxConfig | undefined {
  if (options.siwx || !options.siweConfig) return options.siwx
  return siwxFromSiweConfig(options.siweConfig, (chainId) => {
    const adapter = ctx.adapters.get(parseCaipNetworkId(chainId).chainNamespace)
    return adapter?.evm !== undefined
  })
}
