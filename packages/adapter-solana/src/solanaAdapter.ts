import type {
  AdapterFeeEstimate,
  AdapterSetup,
  ChainAdapter,
  ChainAdapterEvents,
  Connector,
  SolanaActions,
} from '@latchkey/controllers'
import {
  type CaipNetwork,
  type Clock,
  CONSTANTS,
  createTtlCache,
  formatUnits,
  parseUnits,
  systemClock,
} from '@latchkey/core'
import { joinSharedSession } from '@latchkey/walletconnect'
import type { Connection } from '@solana/web3.js'
import type { AdapterContext } from './actions/AdapterContext'
import { connect } from './actions/connect'
import { disconnect } from './actions/disconnect'
import { estimateFee } from './actions/estimateFee'
import { getBalance } from './actions/getBalance'
import { signAndSendTransaction } from './actions/signAndSendTransaction'
import { type SignMessageReturnType, signMessage } from './actions/signMessage'
import { signTransactions } from './actions/signTransactions'
import { switchNetwork } from './actions/switchNetwork'
import { syncConnection } from './actions/syncConnection'
import { type TransferReturnType, transfer } from './actions/transfer'
import { createConnectorList } from './connectors/connectorList'
import type { ConnectorSource, SolanaConnector } from './connectors/SolanaConnector'
import { standardWallets, type WalletRegistry } from './connectors/standardWallets'
import { WALLET_CONNECT_CONNECTOR_ID, walletConnectSource } from './connectors/walletConnect'
import { createWalletProvider } from './provider/createWalletProvider'
import { loadSolanaRuntime } from './runtime/loadSolanaRuntime'

export interface SolanaAdapterOptions {
  /** The solana networks the app offers; by default those the app gave createAppKit. */
  networks?: readonly CaipNetwork[]
  /** Where Wallet Standard wallets register: the page's registry by default. */
  wallets?: WalletRegistry
  /** The app's own RPC URL per CAIP-2 network id, used instead of the network's own. */
  rpcUrls?: Readonly<Record<string, string>>
  /** Time source of the balance cache and the discovery wait. Default the system clock. */
  clock?: Clock
  /** How long syncConnection waits for a remembered wallet to register. Default 1000 ms. */
  discoveryTimeoutMs?: number
  /** How long a send waits for its confirmation. Default 60 s. */
  confirmTimeoutMs?: number
  /** More connector sources, e.g. the embedded wallet's `wallet.solana` (an AUTH connector). */
  connectors?: readonly ConnectorSource[]
}

/** The ChainAdapter plus what only Solana wallets do. */
export interface SolanaAdapter extends ChainAdapter {
  readonly namespace: 'solana'
  readonly networks: readonly CaipNetwork[]
  readonly solana: SolanaActions
  syncConnectors(): void
  signMessage(params: Parameters<ChainAdapter['signMessage']>[0]): Promise<SignMessageReturnType>
  transfer(params: Parameters<ChainAdapter['transfer']>[0]): Promise<TransferReturnType>
  estimateFee(params: { caipNetwork: CaipNetwork }): Promise<AdapterFeeEstimate>
  destroy(): void
}

/** The Solana adapter over @solana/web3.js (loaded on first need): Wallet Standard wallets. */
export function solanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  const clock = options.clock ?? systemClock
  const listeners = new Map<keyof ChainAdapterEvents, Set<(payload: never) => void>>()
  let networks: readonly CaipNetwork[] = Object.freeze([...(options.networks ?? [])])
  let walletConnect: ReturnType<typeof walletConnectSource> | undefined
  const connections = new Map<string, Promise<Connection>>()
  const connectors = createConnectorList([
    ...(options.connectors ?? []),
    standardWallets(options.wallets),
  ])
  const context: AdapterContext = {
    connectors,
    active: undefined,
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])])
        (listener as (value: typeof payload) => void)(payload)
    },
    connection(caipNetwork) {
      const url =
        options.rpcUrls?.[caipNetwork.caipNetworkId] ?? caipNetwork.rpcUrls.default.http[0]
      if (!url) return Promise.reject(new Error(`No RPC URL for ${caipNetwork.caipNetworkId}`))
      let made = connections.get(url)
      if (!made) {
        made = loadSolanaRuntime().then((runtime) => runtime.createConnection(url))
        made.catch(() => connections.delete(url))
        connections.set(url, made)
      }
      return made
    },
    lamports: createTtlCache<bigint>(clock, CONSTANTS.NATIVE_BALANCE_CACHE_MS),
    clock,
    discoveryTimeoutMs: options.discoveryTimeoutMs ?? 1_000,
    confirmTimeoutMs: options.confirmTimeoutMs ?? 60_000,
  }
  const stopForwarding = connectors.subscribe((list) =>
    context.emit('connectorsChanged', { connectors: list.map(toPublic) }),
  )

  const publicConnectors = new WeakMap<SolanaConnector, Connector>()
  /** The controllers' Connector shape, the same object for the same connector. */
  function toPublic(connector: SolanaConnector): Connector {
    let known = publicConnectors.get(connector)
    if (!known) {
      const { signer: _signer, ...data } = connector
      known = { ...data, chain: 'solana', provider: createWalletProvider(context, connector.id) }
      publicConnectors.set(connector, known)
    }
    return known
  }

  return {
    namespace: 'solana',
    defaultAccountType: CONSTANTS.DEFAULT_ACCOUNT_TYPES.solana,
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
      walletConnect = walletConnectSource(() => joinSharedSession(setup, 'solana'))
      connectors.add(walletConnect)
    },
    getConnectors: () => connectors.all().map(toPublic),
    syncConnectors: () => connectors.start(),
    connect: (params) => connect(context, params),
    syncConnection: (params) => syncConnection(context, params),
    disconnect: (params) => disconnect(context, params ?? {}),
    cancelPairing: ({ connectorId }) => connectors.get(connectorId)?.signer.cancelPairing?.(),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: never) => void)
      listeners.set(event, set)
      return () => set.delete(listener as (payload: never) => void)
    },
    getBalance: (params) => getBalance(context, params),
    switchNetwork: (params) => switchNetwork(context, params),
    signMessage: (params) => signMessage(context, params),
    transfer: (params) => transfer(context, params),
    estimateFee: (params) => estimateFee(context, params),
    solana: {
      signTransactions: (params) => signTransactions(context, params),
      signAndSendTransaction: (params) => signAndSendTransaction(context, params),
    },
    parseUnits,
    formatUnits,
    destroy() {
      context.active?.stopWatching()
      context.active = undefined
      connectors.stop()
      stopForwarding()
      listeners.clear()
    },
  }
}

export { WALLET_CONNECT_CONNECTOR_ID }
