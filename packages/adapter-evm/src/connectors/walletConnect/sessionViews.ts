import type { AdapterSetup } from '@latchkey/adapter-kit'
import { lazyModule } from '@latchkey/core'
import type { WalletConnectSession } from '@latchkey/walletconnect'
import { loadWalletConnect } from './loadWalletConnect'
import type { WalletConnectParameters, WalletConnectViewParameters } from './walletConnect'

// What a WalletConnect view joins, made with the adapter's lazy part: the session's code
// (@latchkey/walletconnect) loads when the view first joins.

/** The core's one session (createAppKit's), joined for eip155 once the core has set us up. */
export function sharedSessionView(
  setupOf: () => AdapterSetup | undefined,
): WalletConnectViewParameters {
  return {
    // The host's rpcMap, else the network's own URL.
    rpcUrl(chainId) {
      const setup = setupOf()
      const id = `eip155:${chainId}` as const
      return (
        setup?.walletConnect?.rpcMap?.[id] ??
        setup?.networks.find((n) => n.caipNetworkId === id)?.rpcUrls.default.http[0]
      )
    },
    async join() {
      const setup = setupOf()
      if (!setup) return undefined
      return (await loadWalletConnect()).joinSharedSession(setup, 'eip155')
    },
  }
}

/** walletConnect()'s session of its own over `relayUrl`, asking for `chainIds`. */
export function ownSessionView(parameters: WalletConnectParameters): WalletConnectViewParameters {
  const { rpcMap = {}, chainIds, ...options } = parameters
  const offered = chainIds ?? Object.keys(rpcMap).map(Number)
  const chains = (offered.length > 0 ? offered : [1]).map((id) => `eip155:${id}` as const)
  const session = lazyModule<WalletConnectSession>(() =>
    loadWalletConnect().then(({ createWalletConnectSession }) =>
      createWalletConnectSession({
        ...options,
        scope: () => ({
          chains,
          rpcMap: Object.fromEntries(
            Object.entries(rpcMap).map(([id, url]) => [`eip155:${id}`, url]),
          ),
        }),
      }),
    ),
  )
  const open = session.load
  return {
    rpcUrl: (chainId) => rpcMap[chainId],
    // Its own session: leaving it closes the relay socket; the next use opens it again.
    join: async () => {
      const joined = await open()
      return { session: joined, namespaces: () => ['eip155'], release: () => joined.shutDown() }
    },
  }
}
