import type { Logger } from '../core/Config'
import type { AppKitOptions } from './AppKitOptions'
import { PUBLIC_RELAY_URL, resolveWalletConnect } from './resolveWalletConnect'

const TURN_ON =
  'Set `apiUrl` (and `projectId`) to the provider you run (apps/provider) to turn them on; see MIGRATING.md.'

/** What a start with no provider and no project id leaves out, and the option that brings it. */
export const PROVIDERLESS_NOTE =
  'Latchkey runs without a provider: WalletConnect, token balances, activity, swaps, on-ramp, ' +
  `names and e-mail login are hidden. ${TURN_ON}`

/** The same for a project id and no provider: WalletConnect's public network, bundled wallets. */
export const PUBLIC_NETWORK_NOTE =
  `Latchkey runs without a provider: WalletConnect pairs over the public WalletConnect network (${PUBLIC_RELAY_URL}; ` +
  '`projectId` must be a WalletConnect Cloud project id) and the modal lists its bundled wallets; ' +
  `token balances, activity, swaps, on-ramp, names, e-mail login and analytics are off. ${TURN_ON}`

/** What is off, said once per instance on the console, in development and production alike. */
export function providerlessNote(
  options: Pick<AppKitOptions, 'walletConnect' | 'apiUrl' | 'enableWalletConnect' | 'projectId'>,
): string {
  const relayUrl = resolveWalletConnect(options)?.relayUrl
  if (!relayUrl) return PROVIDERLESS_NOTE
  if (relayUrl === PUBLIC_RELAY_URL) return PUBLIC_NETWORK_NOTE
  return (
    `Latchkey runs without a provider: WalletConnect pairs over ${relayUrl} and the modal lists ` +
    `its bundled wallets; token balances, activity, swaps, on-ramp, names, e-mail login and analytics are off. ${TURN_ON}`
  )
}

export function noteProviderless(logger: Logger, options: Parameters<typeof providerlessNote>[0]) {
  logger.warn(providerlessNote(options))
}
