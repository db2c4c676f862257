import type { BasicMode, ChainAdapter } from '@latchkey/adapter-kit'
import { lazyModule } from '@latchkey/core'
import type { AppKitOptions } from '../options/AppKitOptions'
import { resolveWalletConnect } from '../options/resolveWalletConnect'
import type { Config } from './Config'
import { loadLateControllers } from './loadLateControllers'

export interface BasicModeLoader {
  /** Loads basic mode's WalletConnect adapters and binds them, once; later calls share it. */
  load(): Promise<BasicMode>
}

/**
 * SPEC §2 basic mode, for an app with no adapters (the caller asks only then): undefined when
 * WalletConnect is switched off, no relay is known (neither `walletConnect.relayUrl` nor the
 * provider's `<apiUrl>/relay`) or no loader of @latchkey/walletconnect was given. Its code loads
 * on first need (opening the modal, a stored session to restore, the host asking for the
 * provider), so apps with adapters never carry it.
 */
export function basicMode(
  options: AppKitOptions,
  ctx: Config,
  bind: (adapter: ChainAdapter) => void,
): BasicModeLoader | undefined {
  const relayUrl = resolveWalletConnect(options)?.relayUrl
  const loadModule = options.loadWalletConnect
  if (!relayUrl || !loadModule || options.networks.length === 0) return undefined
  // A failed load (a chunk the network dropped) is tried again on the next need.
  const basic = lazyModule(() =>
    // The provider clients come with the on-demand chunk, loaded beside basic mode's code.
    Promise.all([loadModule(), loadLateControllers()]).then(([{ createBasicMode }, late]) => {
      const mode = createBasicMode({
        options,
        relayUrl,
        getApi: () => late.servicesOf(ctx).api(),
        clock: ctx.clock,
      })
      for (const adapter of mode.adapters) bind(adapter)
      return mode
    }),
  )
  return { load: basic.load }
}
