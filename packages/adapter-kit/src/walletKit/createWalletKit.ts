import {
  type AccountType,
  type CaipNetwork,
  type Clock,
  CONSTANTS,
  createEmitter,
  createSourceList,
  formatUnits,
  type ItemSource,
  parseUnits,
} from '@latchkey/core'
import type { AdapterSetup } from '../contract/AdapterSetup'
import type { ChainAdapter, ChainAdapterEvents } from '../contract/ChainAdapter'
import type { Connector } from '../contract/Connector'
import { connectWallet } from './actions/connectWallet'
import { disconnectWallet } from './actions/disconnectWallet'
import { switchWalletNetwork } from './actions/switchWalletNetwork'
import { syncWallet } from './actions/syncWallet'
import type {
  KitAccounts,
  KitConnector,
  KitConnectorSource,
  KitSigner,
  WalletKitContext,
} from './WalletKit'

type KitNamespace = 'solana' | 'bip122' | 'polkadot'

export interface CreateWalletKitParameters<N extends KitNamespace, S extends KitSigner<A>, A> {
  namespace: N
  /** The namespace's name in bad-input details. */
  walletLabel: string
  /** The networks the app offers; by default those the app gave createAppKit. */
  networks: readonly CaipNetwork[] | undefined
  /** Where connectors come from, in the order the list shows them. */
  sources: readonly KitConnectorSource<S>[]
  accounts: KitAccounts<A>
  clock: Clock
  discoveryTimeoutMs: number
  /**
   * The adapter's connector over the core's one WalletConnect session
   * (`@latchkey/walletconnect`'s sharedSessionSource), made once the core sets the adapter up.
   */
  walletConnect(setup: AdapterSetup): ItemSource<KitConnector<S>> & { shutDown(): void }
  /** What the public connector carries besides the connector's data (its provider object). */
  publicExtras?(connector: KitConnector<S>): Partial<Connector>
}

/** The ChainAdapter part every kit-built adapter has the same; the adapter adds the rest. */
export interface WalletKitAdapter<N extends KitNamespace>
  extends Pick<
    ChainAdapter,
    | 'getConnectors'
    | 'connect'
    | 'syncConnection'
    | 'disconnect'
    | 'cancelPairing'
    | 'on'
    | 'switchNetwork'
    | 'parseUnits'
    | 'formatUnits'
  > {
  readonly namespace: N
  readonly defaultAccountType: AccountType
  readonly networks: readonly CaipNetwork[]
  setUp(setup: AdapterSetup): void
  syncConnectors(): void
  destroy(): void
}

export interface WalletKit<N extends KitNamespace, S extends KitSigner<A>, A> {
  /** The context the kit's actions work on; the adapter adds its own fields to this object. */
  readonly context: WalletKitContext<S, A>
  /** The adapter: the kit's part with the adapter's own methods on it. */
  adapter<X extends object>(own: X): WalletKitAdapter<N> & X
}

/**
 * The shared body of an adapter whose wallets hold one key per network kind and are found by
 * discovery (Wallet Standard, injected providers) or through the core's WalletConnect session:
 * connector list, connect, restore, disconnect, switch, events. DESIGN.md "Layers": adapters may
 * not import one another, so what they share lives here.
 */
export function createWalletKit<N extends KitNamespace, S extends KitSigner<A>, A>(
  options: CreateWalletKitParameters<N, S, A>,
): WalletKit<N, S, A> {
  const emitter = createEmitter<ChainAdapterEvents>()
  let networks: readonly CaipNetwork[] = Object.freeze([...(options.networks ?? [])])
  let walletConnect: ReturnType<CreateWalletKitParameters<N, S, A>['walletConnect']> | undefined
  const connectors = createSourceList(options.sources)
  const context: WalletKitContext<S, A> = {
    connectors,
    active: undefined,
    emitter,
    accounts: options.accounts,
    walletLabel: options.walletLabel,
    clock: options.clock,
    discoveryTimeoutMs: options.discoveryTimeoutMs,
  }
  const publicConnectors = new WeakMap<KitConnector<S>, Connector>()
  /** The controllers' Connector shape, the same object for the same connector. */
  function toPublic(connector: KitConnector<S>): Connector {
    let known = publicConnectors.get(connector)
    if (!known) {
      const { signer: _signer, ...data } = connector
      known = { ...data, chain: options.namespace, ...options.publicExtras?.(connector) }
      publicConnectors.set(connector, known)
    }
    return known
  }
  const stopForwarding = connectors.subscribe((list) =>
    emitter.emit('connectorsChanged', { connectors: list.map(toPublic) }),
  )

  function adapter<X extends object>(own: X): WalletKitAdapter<N> & X {
    const base: WalletKitAdapter<N> = {
      namespace: options.namespace,
      defaultAccountType: CONSTANTS.DEFAULT_ACCOUNT_TYPES[options.namespace],
      get networks() {
        return networks
      },
      /** The core's setup: its networks, and its one WalletConnect session. */
      setUp(setup: AdapterSetup) {
        if (networks.length === 0) networks = Object.freeze([...setup.networks])
        if (walletConnect) {
          // Bound again (re-added, or to another core): leave the old session for this core's.
          walletConnect.shutDown()
          return
        }
        if (!setup.walletConnect) return
        walletConnect = options.walletConnect(setup)
        connectors.add(walletConnect)
      },
      getConnectors: () => connectors.all().map(toPublic),
      syncConnectors: () => connectors.start(),
      connect: (params) => connectWallet(context, params),
      syncConnection: (params) => syncWallet(context, params),
      disconnect: (params) => disconnectWallet(context, params ?? {}),
      cancelPairing: ({ connectorId }) => connectors.get(connectorId)?.signer.cancelPairing?.(),
      on: (event, listener) => emitter.on(event, listener),
      switchNetwork: (params) => switchWalletNetwork(context, params),
      parseUnits,
      formatUnits,
      destroy() {
        context.active?.stopWatching()
        context.active = undefined
        connectors.stop()
        stopForwarding()
        emitter.clear()
      },
    }
    // Object.assign keeps the `networks` getter (a spread would read it once).
    return Object.assign(base, own)
  }

  return { context, adapter }
}
