import type {
  AdapterFeeEstimate,
  AdapterSetup,
  BitcoinActions,
  ChainAdapter,
  ChainAdapterEvents,
  Connector,
} from '@latchkey/controllers'
import {
  type CaipNetwork,
  type Clock,
  CONSTANTS,
  createEmitter,
  createTtlCache,
  formatUnits,
  parseUnits,
  systemClock,
} from '@latchkey/core'
import { joinSharedSession } from '@latchkey/walletconnect'
import type { AdapterContext } from './actions/AdapterContext'
import { connect } from './actions/connect'
import { disconnect } from './actions/disconnect'
import { estimateFee } from './actions/estimateFee'
import { getBalance } from './actions/getBalance'
import { setPreferredAccountType } from './actions/setPreferredAccountType'
import {
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './actions/signMessage'
import { signPsbt } from './actions/signPsbt'
import { switchNetwork } from './actions/switchNetwork'
import { syncConnection } from './actions/syncConnection'
import { type TransferReturnType, transfer } from './actions/transfer'
import type { BitcoinConnector } from './connectors/BitcoinSigner'
import { createConnectorList } from './connectors/connectorList'
import { type SatsConnectWindow, satsConnectWallets } from './connectors/satsConnect'
import { standardWallets, type WalletRegistry } from './connectors/standardWallets'
import { WALLET_CONNECT_CONNECTOR_ID, walletConnectSource } from './connectors/walletConnect'
import { invalidInput } from './errors/invalidInput'
import { createEsploraClient, type EsploraClient } from './esplora/esploraClient'

export interface BitcoinAdapterOptions {
  /** The bip122 networks the app offers; by default those the app gave createAppKit. */
  networks?: readonly CaipNetwork[]
  /** Where Wallet Standard wallets register: the page's registry by default. */
  wallets?: WalletRegistry
  /** Where sats-connect providers are injected: the page's window by default. */
  window?: () => SatsConnectWindow | undefined
  /**
   * The Esplora-compatible API per CAIP-2 network id (the provider's proxy, a node of the app's
   * own), used instead of the network's own URL.
   */
  esploraUrls?: Readonly<Record<string, string>>
  /** Blocks within which a send should confirm: its fee estimate is paid. Default 3. */
  feeTarget?: number
  /** Time source of the balance cache and the discovery wait. Default the system clock. */
  clock?: Clock
  /** How long syncConnection waits for a remembered wallet to register. Default 1000 ms. */
  discoveryTimeoutMs?: number
}

/** The ChainAdapter plus what only Bitcoin wallets do. */
export interface BitcoinAdapter extends ChainAdapter {
  readonly namespace: 'bip122'
  readonly networks: readonly CaipNetwork[]
  readonly bitcoin: BitcoinActions
  syncConnectors(): void
  signMessage(params: SignMessageParameters): Promise<SignMessageReturnType>
  transfer(params: Parameters<ChainAdapter['transfer']>[0]): Promise<TransferReturnType>
  estimateFee(params: { caipNetwork: CaipNetwork }): Promise<AdapterFeeEstimate>
  destroy(): void
}

/**
 * The Bitcoin adapter: Wallet Standard and sats-connect wallets and the core's WalletConnect
 * session; balances and broadcasts through an Esplora API; bitcoinjs-lib loaded on first send.
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  const clock = options.clock ?? systemClock
  const emitter = createEmitter<ChainAdapterEvents>()
  let networks: readonly CaipNetwork[] = Object.freeze([...(options.networks ?? [])])
  let walletConnect: ReturnType<typeof walletConnectSource> | undefined
  const clients = new Map<string, EsploraClient>()
  const connectors = createConnectorList([
    standardWallets(options.wallets),
    satsConnectWallets(options.window),
  ])
  const context: AdapterContext = {
    connectors,
    active: undefined,
    emitter,
    esplora(caipNetwork) {
      const url =
        options.esploraUrls?.[caipNetwork.caipNetworkId] ?? caipNetwork.rpcUrls.default.http[0]
      if (!url || !/^https?:\/\//.test(url))
        throw invalidInput('esploraUrl', url, `an Esplora API URL for ${caipNetwork.caipNetworkId}`)
      const client = clients.get(url) ?? createEsploraClient(url)
      clients.set(url, client)
      return client
    },
    sats: createTtlCache<bigint>(clock, CONSTANTS.NATIVE_BALANCE_CACHE_MS),
    clock,
    discoveryTimeoutMs: options.discoveryTimeoutMs ?? 1_000,
    feeTarget: options.feeTarget ?? 3,
  }
  const stopForwarding = connectors.subscribe((list) =>
    emitter.emit('connectorsChanged', { connectors: list.map(toPublic) }),
  )

  const publicConnectors = new WeakMap<BitcoinConnector, Connector>()
  /** The controllers' Connector shape, the same object for the same connector. */
  function toPublic(connector: BitcoinConnector): Connector {
    let known = publicConnectors.get(connector)
    if (!known) {
      const { signer: _signer, ...data } = connector
      known = { ...data, chain: 'bip122' }
      publicConnectors.set(connector, known)
    }
    return known
  }

  return {
    namespace: 'bip122',
    defaultAccountType: CONSTANTS.DEFAULT_ACCOUNT_TYPES.bip122,
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
      walletConnect = walletConnectSource(() => joinSharedSession(setup, 'bip122'))
      connectors.add(walletConnect)
    },
    getConnectors: () => connectors.all().map(toPublic),
    syncConnectors: () => connectors.start(),
    connect: (params) => connect(context, params),
    syncConnection: (params) => syncConnection(context, params),
    disconnect: (params) => disconnect(context, params ?? {}),
    cancelPairing: ({ connectorId }) => connectors.get(connectorId)?.signer.cancelPairing?.(),
    on: (event, listener) => emitter.on(event, listener),
    getBalance: (params) => getBalance(context, params),
    switchNetwork: (params) => switchNetwork(context, params),
    signMessage: (params) => signMessage(context, params),
    transfer: (params) => transfer(context, params),
    estimateFee: (params) => estimateFee(context, params),
    setPreferredAccountType: (params) => setPreferredAccountType(context, params),
    bitcoin: { signPsbt: (params) => signPsbt(context, params) },
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
}

export { WALLET_CONNECT_CONNECTOR_ID }
