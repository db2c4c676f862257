import type { AppKitOptions } from '../options/AppKitOptions'
import { createUniversalAdapters, type UniversalAdapters } from '../walletConnect/universalAdapters'
import type { WalletConnectMetadata } from '../walletConnect/universalProvider'
import type { CoreContext } from './CoreContext'

/**
 * SPEC §2 basic mode: with no adapters, one WalletConnect session over `relayUrl` serves every
 * requested namespace. A chunk of its own: only apps without adapters load it.
 */
export function createBasicWalletConnect(
  options: AppKitOptions,
  ctx: CoreContext,
  relayUrl: string,
): UniversalAdapters {
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
