import { parseCaipNetworkId } from '@latchkey/core'
import type { Config } from '../core/Config'
import type { AppKitOptions } from '../options/AppKitOptions'
import type { SiwxConfig } from './SiwxConfig'
import { siwxFromSiweConfig } from './siweConfig'

/**
 * The app's sign-in: `siwx`, or a legacy `siweConfig` on the networks whose adapter signs
 * EIP-4361 (it has an EVM part). Part of the on-demand sign-in steps.
 */
export function resolveSiwx(
  { siwx, siweConfig }: Pick<AppKitOptions, 'siwx' | 'siweConfig'>,
  ctx: Pick<Config, 'adapters'>,
): SiwxConfig | undefined {
  if (siwx || !siweConfig) return siwx
  return siwxFromSiweConfig(
    siweConfig,
    (chainId) => ctx.adapters.get(parseCaipNetworkId(chainId).chainNamespace)?.evm !== undefined,
  )
}
