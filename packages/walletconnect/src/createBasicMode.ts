import type { BasicMode, BasicModeParameters } from '@latchkey/adapter-kit'
import { pageMetadata } from './pageMetadata'
import { createUniversalAdapters } from './universalAdapters'
import type { UniversalProviderModule } from './universalProvider'

/**
 * SPEC §2 basic mode: with no adapters, one WalletConnect session over `relayUrl` serves every
 * requested namespace. Reached through the core's `loadWalletConnect`, so only apps without
 * adapters load it.
 */
export function createBasicMode({
  options,
  relayUrl,
  getApi,
  clock,
}: BasicModeParameters): BasicMode {
  // The default network's namespace first: it becomes the active one.
  const first = options.defaultNetwork?.chainNamespace ?? options.networks[0]?.chainNamespace
  const networks = [
    ...options.networks.filter((n) => n.chainNamespace === first),
    ...options.networks.filter((n) => n.chainNamespace !== first),
  ]
  const { loadProvider, ...walletConnect } = options.walletConnect ?? {}
  const { adapters, session } = createUniversalAdapters({
    ...walletConnect,
    ...(loadProvider
      ? { loadProvider: loadProvider as () => Promise<UniversalProviderModule> }
      : {}),
    relayUrl,
    projectId: options.projectId ?? '',
    metadata: options.metadata ?? pageMetadata(),
    networks,
    getApi,
    clock,
  })
  return { adapters, getUniversalProvider: () => session.getUniversalProvider() }
}
