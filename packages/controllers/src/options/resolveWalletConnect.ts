import type { WalletConnectOptions } from '@latchkey/adapter-kit'
import type { AppKitOptions } from './AppKitOptions'
import { providerRelayUrl } from './providerRelayUrl'

/** The public WalletConnect network's relay, for a WalletConnect Cloud project id. */
export const PUBLIC_RELAY_URL = 'wss://relay.walletconnect.org'

/**
 * The `walletConnect` option with its relay resolved: the option's, else the provider's own
 * `<apiUrl>/relay`, else with a project id and no provider the public WalletConnect network
 * (issue 33); undefined when WalletConnect is switched off or no relay is known.
 */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const resolveWalletConnect = (function resolveWalletConnect(
  options: Pick<AppKitOptions, 'walletConnect' | 'apiUrl' | 'enableWalletConnect' | 'projectId'>,
): (WalletConnectOptions & { relayUrl: string }) | undefined {
  if (options.enableWalletConnect === false) return undefined
  const relayUrl =
    options.walletConnect?.relayUrl ??
    providerRelayUrl(options.apiUrl) ??
    (options.projectId ? PUBLIC_RELAY_URL : undefined)
  return relayUrl ? { ...options.walletConnect, relayUrl } : undefined
})
