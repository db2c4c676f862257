import type {
  AdapterSetup,
  ChainAdapter,
  ChainAdapterEvents,
  Connector,
  EvmActions,
} from '@latchkey/adapter-kit'
import {
  type CaipNetwork,
  type Clock,
  createEmitter,
  DEFAULT_ACCOUNT_TYPES,
  whenIdle,
} from '@latchkey/core'
import { type Act, bindActions } from './actions/bindActions'
import type { EstimateGasParameters } from './actions/estimateGas'
import type { GetCapabilitiesParameters } from './actions/getCapabilities'
import type { SendCallsParameters, SendCallsReturnType } from './actions/sendCalls'
import type {
  SendTransactionParameters,
  SendTransactionReturnType,
} from './actions/sendTransaction'
import type { SignMessageReturnType } from './actions/signMessage'
import type { SignTypedDataParameters, SignTypedDataReturnType } from './actions/signTypedData'
import type { TransferReturnType } from './actions/transfer'
import { formatUnits, parseUnits } from './actions/units'
import type { WriteContractParameters, WriteContractReturnType } from './actions/writeContract'
import type { PublicClientsOptions } from './clients/rpcUrlsFor'
import { announcedWallets } from './connectors/announcedWallets'
import { createConnectorRegistry } from './connectors/createConnectorRegistry'
import type { ConnectorSource, DiscoveryTarget, EvmConnector } from './connectors/EvmConnector'
import { injectedWallet } from './connectors/injectedWallet'
import {
  lazyWalletConnectView,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectSource,
} from './connectors/walletConnect/walletConnect'
import type { RpcGateway } from './networks/rpcGatewayUrl'
import type { AdapterParts } from './runtime/adapterRuntime'
import { adapterRuntime } from './runtime/loadAdapterRuntime'
import type { UsdtStyleTokenList } from './tokens/usdtStyleMatcher'

export interface EvmAdapterOptions {
  /** The eip155 networks the app offers; exposed as `adapter.networks` for the controllers. */
  networks?: readonly CaipNetwork[]
  /** The app's own RPC URLs per chain id, used instead of the gateway and the network's URLs. */
  rpcUrls?: Readonly<Record<number, string | readonly string[]>>
  /** The provider's RPC gateway (§7), tried before a network's public URLs. */
  rpcGateway?: RpcGateway
  /** Where wallets announce themselves; the page's window by default, read only at discovery. */
  window?: DiscoveryTarget | (() => DiscoveryTarget | undefined)
  /** EIP-6963 discovery. Default true. */
  eip6963?: boolean
  /** The legacy window.ethereum 'Browser Wallet'. Default true. */
  injected?: boolean
  /** More kinds of connectors (WalletConnect, the embedded wallet…), after the built-in ones. */
  connectors?: readonly ConnectorSource[]
  /** USDT-type token contracts per chain id, added to the known list (e.g. the local TUSD). */
  usdtStyleTokens?: UsdtStyleTokenList
  /** Time source of the balance cache and discovery wait. Default the system clock. */
  clock?: Clock
  /** How long syncConnection waits for a remembered wallet to announce itself. Default 1000 ms. */
  discoveryTimeoutMs?: number
  /** Simulate contract writes on the node before the wallet prompts. Default true. */
  simulateWrites?: boolean
}

/** The `evm` part of the adapter, with viem's types where the controllers' are looser. */
export interface EvmAdapterActions extends EvmActions {
  sendTransaction(params: SendTransactionParameters): Promise<SendTransactionReturnType>
  writeContract(params: WriteContractParameters): Promise<WriteContractReturnType>
  estimateGas(params: EstimateGasParameters): Promise<bigint>
  getGasPrice(params: { caipNetwork: CaipNetwork }): Promise<bigint>
  signTypedData(params: SignTypedDataParameters): Promise<SignTypedDataReturnType>
  sendCalls(params: SendCallsParameters): Promise<SendCallsReturnType>
  getCapabilities(params: GetCapabilitiesParameters): Promise<Record<string, unknown>>
}

/** The ChainAdapter plus what only EVM wallets do. */
export interface EvmAdapter extends ChainAdapter {
  readonly namespace: 'eip155'
  readonly networks: readonly CaipNetwork[]
  readonly evm: EvmAdapterActions
  getConnectors(): Connector[]
  syncConnectors(): void
  signMessage(params: Parameters<ChainAdapter['signMessage']>[0]): Promise<SignMessageReturnType>
  transfer(params: Parameters<ChainAdapter['transfer']>[0]): Promise<TransferReturnType>
  /** Plugs in another kind of connector; it starts at once if discovery already runs. */
  addConnectorSource(source: ConnectorSource): void
  destroy(): void
}

/** The EVM adapter over viem: EIP-6963 and injected wallets, one connection at a time. */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const evmAdapter = (function evmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  const emitter = createEmitter<ChainAdapterEvents>()
  const sources = [
    ...(options.eip6963 === false ? [] : [announcedWallets()]),
    ...(options.injected === false ? [] : [injectedWallet()]),
    ...(options.connectors ?? []),
  ]
  const registry = createConnectorRegistry(sources, () => resolveTarget(options.window))
  let networks: readonly CaipNetwork[] = Object.freeze([...(options.networks ?? [])])
  // Read when the first client is made: the core's gateway (from its apiUrl) joins at setUp.
  const readOptions: PublicClientsOptions = {
    rpcUrls: options.rpcUrls,
    gateway: options.rpcGateway,
  }
  // The core's setup and the view of its WalletConnect session, once bound.
  let coreSetup: AdapterSetup | undefined
  let sharedView: WalletConnectSource | undefined
  // What the lazy part makes the actions' context from (./runtime/adapterRuntime).
  const parts: AdapterParts = { options, registry, emitter, readOptions }
  const act: Act = (use) =>
    adapterRuntime.run((runtime) =>
      runtime.act((actions) => use(actions, runtime.contextOf(parts))),
    )
  // The actions load once the page is idle after load, or on their first call before that.
  const stopPreload = whenIdle(
    () => void adapterRuntime.run((runtime) => runtime.loadActions()).catch(() => undefined),
  )
  const stopForwarding = registry.subscribe((connectors) =>
    emitter.emit('connectorsChanged', { connectors: connectors.map(toPublicConnector) }),
  )

  return {
    namespace: 'eip155',
    defaultAccountType: DEFAULT_ACCOUNT_TYPES.eip155,
    get networks() {
      return networks
    },
    /** The core's setup: its networks, and its one WalletConnect session unless a source of our own. */
    setUp(setup) {
      if (networks.length === 0) networks = Object.freeze([...setup.networks])
      coreSetup = setup
      readOptions.gateway ??= setup.rpcGateway
      if (sharedView) {
        // Bound again (re-added, or to another core): leave the old session for this core's.
        void sharedView.shutDown()
        return
      }
      if (registry.hasSource(WALLET_CONNECT_CONNECTOR_ID) || !setup.walletConnect) return
      // The connector is published at once; the session's code loads when the view starts.
      sharedView = lazyWalletConnectView((runtime) => runtime.sharedSessionView(() => coreSetup))
      registry.addSource(sharedView)
    },
    getConnectors: () => registry.list().map(toPublicConnector),
    // The registry's and the emitter's methods are closures (no `this`): handed over as they are.
    syncConnectors: registry.start,
    addConnectorSource: registry.addSource,
    ...bindActions(act, [
      'connect',
      'disconnect',
      'syncConnection',
      'getBalance',
      'switchNetwork',
      'signMessage',
      'transfer',
      'estimateFee',
      'setPreferredAccountType',
    ]),
    cancelPairing: ({ connectorId }) => registry.get(connectorId)?.cancelPairing?.(),
    // A stored session (issue 36): syncConnection's code, all of it, starts loading at start-up.
    preloadSync: () =>
      void adapterRuntime.run((runtime) => runtime.preloadSync()).catch(() => undefined),
    on: emitter.on,
    evm: bindActions(act, [
      'sendTransaction',
      'writeContract',
      'estimateGas',
      'getGasPrice',
      'signTypedData',
      'sendCalls',
      'getCapabilities',
    ]),
    parseUnits,
    formatUnits,
    destroy() {
      parts.destroyed = true
      stopPreload()
      parts.context?.session.release()
      parts.context?.publicClients.stop()
      registry.stop()
      stopForwarding()
      emitter.clear()
    },
  }
})

function resolveTarget(option: EvmAdapterOptions['window']): DiscoveryTarget | undefined {
  if (typeof option === 'function') return option()
  if (option) return option
  // Read here, never at import: on a server there is no window and discovery finds nothing.
  return typeof window === 'undefined' ? undefined : (window as DiscoveryTarget)
}

const publicConnectors = new WeakMap<EvmConnector, Connector>()

/** The controllers' Connector shape, the same object for the same connector. */
function toPublicConnector(connector: EvmConnector): Connector {
  let known = publicConnectors.get(connector)
  if (!known) {
    const {
      getProvider: _getProvider,
      open: _open,
      close: _close,
      peerWallet: _peerWallet,
      cancelPairing: _cancelPairing,
      ...data
    } = connector
    known = { ...data, chain: 'eip155' }
    publicConnectors.set(connector, known)
  }
  return known
}
