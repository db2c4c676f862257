import type {
  AdapterSetup,
  ChainAdapter,
  ChainAdapterEvents,
  Connector,
} from '@latchkey/adapter-kit'
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
import type { AccountBalances, AdapterContext } from './actions/AdapterContext'
import { connect } from './actions/connect'
import { disconnect } from './actions/disconnect'
import { estimateFee } from './actions/estimateFee'
import { getBalance } from './actions/getBalance'
import { type GetBalancesParameters, getBalances } from './actions/getBalances'
import { signMessage } from './actions/signMessage'
import { switchNetwork } from './actions/switchNetwork'
import { syncConnection } from './actions/syncConnection'
import { transfer } from './actions/transfer'
import { createApiPool } from './api/createApiPool'
import { createConnectorList } from './connectors/createConnectorList'
import type { InjectedWeb3Target } from './connectors/InjectedWeb3'
import type { PolkadotConnector } from './connectors/PolkadotConnector'
import { type WalletConnectView, walletConnectView } from './connectors/walletConnectView'
import { invalidInput } from './errors/invalidInput'
import { createSession } from './session/createSession'

export interface PolkadotAdapterOptions {
  /** The polkadot networks the app offers. Default: createAppKit's networks of the namespace. */
  networks?: readonly CaipNetwork[]
  /** The app's own node URL per CAIP-2 id, used instead of the network's. */
  rpcUrls?: Readonly<Record<string, string>>
  /** The name extensions show when they ask the visitor. Default: the app's metadata name. */
  appName?: string
  /** Where extensions inject `injectedWeb3`; the page's window by default, read when asked. */
  window?: InjectedWeb3Target | (() => InjectedWeb3Target | undefined)
  /** Time source of the balance cache. Default the system clock. */
  clock?: Clock
}

/** What only Polkadot does: the account's balances apart. */
export interface PolkadotActions {
  /** Free, reserved and transferable balances in planck. */
  getBalances(params: GetBalancesParameters): Promise<AccountBalances>
  /** Connects another of the accounts the wallet shares (reported as accountsChanged). */
  selectAccount(params: { address: string }): void
}

export interface PolkadotAdapter extends ChainAdapter {
  readonly namespace: 'polkadot'
  readonly networks: readonly CaipNetwork[]
  readonly polkadot: PolkadotActions
  destroy(): void
}

/**
 * The Polkadot adapter: extensions of `window.injectedWeb3` and a view of the core's
 * WalletConnect session; @polkadot/api is loaded on the first balance, fee or transfer.
 */
export function polkadotAdapter(options: PolkadotAdapterOptions = {}): PolkadotAdapter {
  const clock = options.clock ?? systemClock
  const emitter = createEmitter<ChainAdapterEvents>()
  let networks: readonly CaipNetwork[] = Object.freeze([...(options.networks ?? [])])
  let setup: AdapterSetup | undefined
  let shared: WalletConnectView | undefined
  const connectors = createConnectorList(
    () => resolveTarget(options.window),
    (list) => emitter.emit('connectorsChanged', { connectors: list.map(toPublicConnector) }),
  )
  const apis = createApiPool(options.rpcUrls)
  const context: AdapterContext = {
    connectors,
    session: createSession(emitter),
    apis,
    balances: createTtlCache<AccountBalances>(clock, CONSTANTS.NATIVE_BALANCE_CACHE_MS),
    clock,
    appName: () => options.appName ?? setup?.metadata?.name ?? 'Latchkey',
    networks: () => networks,
  }

  return {
    namespace: 'polkadot',
    defaultAccountType: CONSTANTS.DEFAULT_ACCOUNT_TYPES.polkadot,
    get networks() {
      return networks
    },
    setUp(coreSetup) {
      if (networks.length === 0) networks = Object.freeze([...coreSetup.networks])
      setup = coreSetup
      if (shared || !coreSetup.walletConnect) return
      shared = walletConnectView(
        () => (setup ? joinSharedSession(setup, 'polkadot') : undefined),
        (view) => connectors.add(view),
      )
      connectors.add(shared)
    },
    getConnectors: () => connectors.list().map(toPublicConnector),
    syncConnectors: () => {
      connectors.list()
    },
    connect: (params) => connect(context, params),
    syncConnection: (params) => syncConnection(context, params),
    disconnect: (params) => disconnect(context, params ?? {}),
    cancelPairing: ({ connectorId }) => connectors.get(connectorId)?.cancelPairing?.(),
    on: (event, listener) => emitter.on(event, listener),
    getBalance: (params) => getBalance(context, params),
    switchNetwork: (params) => switchNetwork(context, params),
    signMessage: (params) => signMessage(context, params),
    transfer: (params) => transfer(context, params),
    estimateFee: (params) => estimateFee(context, params),
    polkadot: {
      getBalances: (params) => getBalances(context, params),
      selectAccount: ({ address }) => {
        if (!context.session.select(address))
          throw invalidInput('address', address, 'an account the wallet shares')
      },
    },
    parseUnits,
    formatUnits,
    destroy() {
      context.session.release()
      shared?.shutDown()
      void apis.stop()
      emitter.clear()
    },
  }
}

function resolveTarget(option: PolkadotAdapterOptions['window']): InjectedWeb3Target | undefined {
  if (typeof option === 'function') return option()
  if (option) return option
  // Read here, never at import: on a server there is no window and discovery finds nothing.
  return typeof window === 'undefined' ? undefined : (window as InjectedWeb3Target)
}

/** The controllers' Connector shape: data only. */
function toPublicConnector(connector: PolkadotConnector): Connector {
  return {
    id: connector.id,
    name: connector.name,
    type: connector.type,
    chain: 'polkadot',
    ...(connector.chains ? { chains: [...connector.chains] } : {}),
    ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
    ...(connector.installed !== undefined ? { installed: connector.installed } : {}),
  }
}
