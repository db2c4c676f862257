import type { WalletConnectStorage } from '@latchkey/adapter-kit'
import type { ChainNamespace, Clock } from '@latchkey/core'
import type {
  UniversalProviderModule,
  WalletConnectMetadata,
  WalletConnectSession,
} from '@latchkey/walletconnect'
import { type AdapterRuntime, adapterRuntime } from '../../runtime/loadAdapterRuntime'
import type { ConnectorSource, EvmConnector } from '../EvmConnector'
import type { WalletConnectViewCore } from './viewCore'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

export interface WalletConnectParameters {
  /** The project id the relay and wallets see. */
  projectId: string
  /** The relay's WebSocket URL (the provider's own relay, or a local one): no other host is used. */
  relayUrl: string
  metadata: WalletConnectMetadata
  /** RPC URL per chain id for reads made through the session; without one they are refused. */
  rpcMap?: Readonly<Record<number, string>>
  /** eip155 chains to ask the wallet for, after the one connect names. Default: rpcMap's. */
  chainIds?: readonly number[]
  /** Keeps several WalletConnect clients on one page apart. Default 'latchkey'. */
  storagePrefix?: string
  /** Where sessions are kept. Default: IndexedDB in a browser, memory elsewhere. */
  storage?: WalletConnectStorage
  /** WalletConnect's log level (pino): 'error' by default, 'silent' for none. */
  logLevel?: string
  clock?: Clock
  /** Loads @walletconnect/universal-provider; a seam for tests. */
  loadProvider?: () => Promise<UniversalProviderModule>
}

/** The WalletConnect connector: published at once, its client loaded on first use. */
export interface WalletConnectConnector extends EvmConnector {
  open(params?: { onUri?: (uri: string) => void; chainId?: number }): Promise<void>
  close(): Promise<void>
}

/** The source, with the connector it publishes and what only the host needs to see. */
export interface WalletConnectSource extends ConnectorSource {
  readonly connector: WalletConnectConnector
  /** The pairing URI on show, while it is valid. */
  readonly uri: string | undefined
  /** Whether the WalletConnect client was loaded (it is only when used). */
  readonly loaded: boolean
  /** Leaves the session (the last one to leave closes the relay socket). */
  shutDown(): Promise<void>
}

/**
 * WalletConnect for an adapter used on its own (without createAppKit, which hands every adapter
 * the core's one session instead): a session of its own over `relayUrl`, asking for `chainIds`.
 */
export function walletConnect(parameters: WalletConnectParameters): WalletConnectSource {
  return lazyWalletConnectView((runtime) => runtime.ownSessionView(parameters))
}

/** A view's hold on a session: the core's shared one, or a session of its own. */
export interface WalletConnectMembership {
  session: WalletConnectSession
  /** Every namespace the session serves (the connector's `chains`). */
  namespaces(): ChainNamespace[]
  /** Calls back when the served namespaces change, so the connector is published again. */
  onNamespaces?(listener: () => void): () => void
  release(): void | Promise<void>
}

export interface WalletConnectViewParameters {
  /** The app's RPC URL for reads through the session; without one they are refused. */
  rpcUrl: (chainId: number) => string | undefined
  /**
   * Takes a hold on the session, on start or first use; undefined when WalletConnect is off.
   * It may load the session's code first (a promise): the connector is published at once.
   */
  join: () => WalletConnectMembership | undefined | Promise<WalletConnectMembership | undefined>
}

/**
 * The eip155 view of a WalletConnect session (SPEC §2 QR code and deep link): one
 * WALLET_CONNECT connector, published at once; what it does (./viewCore: pairing, the provider
 * over the session, a stored session's restore) loads with the adapter's lazy part on start.
 */
export function walletConnectView(parameters: WalletConnectViewParameters): WalletConnectSource {
  return lazyWalletConnectView(() => parameters)
}

/** walletConnectView with its parameters made by the adapter's lazy part, once it is here. */
export function lazyWalletConnectView(
  parametersOf: (runtime: AdapterRuntime) => WalletConnectViewParameters,
): WalletConnectSource {
  let core: WalletConnectViewCore | undefined
  // The latest load (the runtime's loader tries again after a failure): shutDown awaits it.
  let loading: Promise<WalletConnectViewCore> | undefined
  const load = () =>
    (loading = adapterRuntime
      .load()
      .then((runtime) => (core ??= runtime.createWalletConnectViewCore(parametersOf(runtime)))))

  const connector = (): WalletConnectConnector => ({
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chains: core?.namespaces() ?? ['eip155'],
    // Once the session was used: the host's chain library reads it (useAppKitProvider).
    provider: core?.currentProvider,
    getProvider: () => load().then((loaded) => loaded.provider()),
    open: (params = {}) => load().then((loaded) => loaded.open(params)),
    peerWallet: async () => core?.peerWallet(),
    cancelPairing: () => core?.cancelPairing(),
    close: async () => core?.close(),
  })
  let published = connector()

  async function shutDown(): Promise<void> {
    await (core ?? (await loading?.catch(() => undefined)))?.shutDown()
  }

  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    get connector() {
      return published
    },
    get uri() {
      return core?.uri
    },
    get loaded() {
      return core?.loaded ?? false
    },
    shutDown,
    start({ publish }) {
      let live = true
      const republish = () => {
        published = connector()
        publish([published])
      }
      republish()
      // The lazy part is fetched after the current task (the host's set-up call), then joins.
      void Promise.resolve()
        .then(() => (live ? load() : undefined))
        .then(
          (loaded) => live && loaded?.start(republish),
          () => undefined,
        )
      return () => {
        live = false
        void shutDown()
      }
    },
  }
}
