import type { Logger } from '../core/CoreContext'

/**
 * What a start with no provider leaves out, and the one option that brings it back: told once
 * per instance, in development builds only (AppKitCore), never as a banner to the visitor.
 */
export const PROVIDERLESS_NOTE =
  'Latchkey runs without a provider: WalletConnect, token balances, activity, swaps, on-ramp, ' +
  'names and e-mail login are hidden. Set `apiUrl` (and `projectId`) to the provider you run ' +
  '(apps/provider) to turn them on; see MIGRATING.md.'

export function noteProviderless(logger: Logger): void {
  logger.warn(PROVIDERLESS_NOTE)
}
