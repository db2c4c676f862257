import type { AppKitOptions } from '../options/AppKitOptions'
import {
  createUniversalAdapters,
  providerRelayUrl,
  type UniversalAdapters,
} from '../walletConnect/universalAdapters'
import type { WalletConnectMetadata } from '../walletConnect/universalProvider'
import type { CoreContext } from './CoreContext'

/**
 * SPEC §2 basic mode: with no adapters, a WalletConnect session over the configured relay (or
 * the provider's own) serves every requested namespace. Undefined when adapters are given,
 * WalletConnect is switched off, or no relay is known.
 */
export function createBasicWalletConnect(
  options: AppKitOptions,
  ctx: CoreContext,
): UniversalAdapters | undefined {
  if ((options.adapters ?? []).length > 0 || options.enableWalletConnect === false) return undefined
  const relayUrl = options.walletConnect?.relayUrl ?? providerRelayUrl(options.apiUrl)
  if (!relayUrl || options.networks.length === 0) return undefined
  // The default network's namespace first: it becomes the active one.
  const first = options.defaultNetwork?.chainNamespace ?? options.networks[0]?.chainNamespace
  const networks = [
    ...options.networks.filter((n) => n.chainNamespace === first),
    ...options.networks.filter((n) => n.chainNamespace !== first),
  ]
  return createUniversalAdapters({
    ...options.walletConnect,
    relayUrl,
    projectId: options.projectId ?? '',
    metadata: options.metadata ?? pageMetadata(),
    networks,
    getApi: () => ctx.services.api(),
    clock: ctx.clock,
  })
}

/** What the wallet shows of an app that gave no metadata: the page's own origin. */
function pageMetadata(): WalletConnectMetadata {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? ''
  return { name: origin || 'Latchkey', description: '', url: origin, icons: [] }
}
