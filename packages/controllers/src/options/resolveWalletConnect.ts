import type { AppKitOptions } from './AppKitOptions'
import { providerRelayUrl } from './providerRelayUrl'
import type { WalletConnectOptions } from './WalletConnectOptions'

/**
 * The `walletConnect` option with its relay resolved (the option's, else the provider's own
 * `<apiUrl>/relay`); undefined when WalletConnect is switched off or no relay is known.
 */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const resolveWalletConnect = (function resolveWalletConnect(
  options: Pick<AppKitOptions, 'walletConnect' | 'apiUrl' | 'enableWalletConnect'>,
): (WalletConnectOptions & { relayUrl: string }) | undefined {
  if (options.enableWalletConnect === false) return undefined
  const relayUrl = options.walletConnect?.relayUrl ?? providerRelayUrl(options.apiUrl)
  return relayUrl ? { ...options.walletConnect, relayUrl } : undefined
})
