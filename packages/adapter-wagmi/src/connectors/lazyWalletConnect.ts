import type { AdapterSetup } from '@latchkey/adapter-kit'
import { lazyModule } from '@latchkey/core'
import type { SourceConnector } from './ConnectorSource'
import { WALLET_CONNECT_CONNECTOR_ID } from './toConnector'

/**
 * The WalletConnect connector, there at once (wagmi's reconnect at load must find it) while its
 * code (walletConnectSource, then the session's) loads on first use: start-up stays small.
 */
export function lazyWalletConnect(setup: AdapterSetup): SourceConnector {
  // Loaded once; a failed load (a dropped chunk) is tried again on the next call.
  const session = lazyModule(() =>
    import('./walletConnectSource').then((m) => m.walletConnectSession(setup)),
  )
  let loaded: Promise<SourceConnector> | undefined
  const real = () => (loaded = session.load())
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chains: ['eip155'],
    getProvider: async () => (await real()).getProvider(),
    open: async (params) => (await real()).open?.(params),
    close: async () => (await real()).close?.(),
    cancelPairing: () =>
      void loaded?.then(
        (s) => s.cancelPairing?.(),
        () => undefined,
      ),
    peerWallet: async () => (await real()).peerWallet?.(),
  }
}
