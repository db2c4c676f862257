import type { ChainAdapter } from '../adapter/ChainAdapter'
import type { AppKitOptions } from '../options/AppKitOptions'
import { providerRelayUrl } from '../walletConnect/providerRelayUrl'
import type { UniversalAdapters } from '../walletConnect/universalAdapters'
import type { CoreContext } from './CoreContext'

export interface BasicMode {
  /** Loads basic mode's WalletConnect adapters and binds them, once; later calls share it. */
  load(): Promise<UniversalAdapters>
}

/**
 * SPEC §2 basic mode, for an app with no adapters: undefined when adapters are given,
 * WalletConnect is switched off, or no relay is known (neither `walletConnect.relayUrl` nor the
 * provider's `<apiUrl>/relay`). Its code loads on first need (opening the modal, a stored
 * session to restore, the host asking for the provider), so apps with adapters never carry it.
 */
export function basicMode(
  options: AppKitOptions,
  ctx: CoreContext,
  bind: (adapter: ChainAdapter) => void,
): BasicMode | undefined {
  if ((options.adapters ?? []).length > 0 || options.enableWalletConnect === false) return undefined
  const relayUrl = options.walletConnect?.relayUrl ?? providerRelayUrl(options.apiUrl)
  if (!relayUrl || options.networks.length === 0) return undefined
  let loading: Promise<UniversalAdapters> | undefined
  return {
    load() {
      // A failed load (a chunk the network dropped) is tried again on the next need.
      loading ??= import('./basicWalletConnect')
        .then(({ createBasicWalletConnect }) => {
          const basic = createBasicWalletConnect(options, ctx, relayUrl)
          for (const adapter of basic.adapters) bind(adapter)
          return basic
        })
        .catch((error: unknown) => {
          loading = undefined
          throw error
        })
      return loading
    },
  }
}
