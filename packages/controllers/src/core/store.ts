import { proxy } from 'valtio/vanilla'
import type { AlertState } from '../controllers/AlertController'
import type { BalanceState } from '../controllers/BalanceController'
import type { ChainControllerState } from '../controllers/ChainController'
import type { ConnectionState } from '../controllers/ConnectionController'
import type { ConnectorState } from '../controllers/ConnectorController'
import type { EventsState } from '../controllers/EventsController'
import type { ModalState } from '../controllers/ModalController'
import type { NamesState } from '../controllers/NamesController'
import type { NetworkState } from '../controllers/NetworkController'
import type { OptionsState } from '../controllers/OptionsController'
import type { RouterState } from '../controllers/RouterController'
import type { SendState } from '../controllers/SendController'
import type { SiwxState } from '../controllers/SiwxController'
import type { SnackState } from '../controllers/SnackController'
import type { ThemeState } from '../controllers/ThemeController'
import type { TransactionsState } from '../controllers/TransactionsController'
import type { WalletListState } from '../controllers/WalletListController'
import type { ModalLocaleState } from '../embedded/modalLocale'
import type { HeadlessSlice } from '../headless/headlessState'
import type { OnRampState } from '../onramp/OnRampController'
import type { SwapState } from '../swap/swapState'
import type { LifecycleState } from './lifecycle'

/** One slice per concern; `chain.chains` holds a slice per namespace (SPEC §3). */
export interface StoreSlices {
  options: OptionsState
  theme: ThemeState
  modal: ModalState
  chain: ChainControllerState
  connection: ConnectionState
  connectors: ConnectorState
  alert: AlertState
  snack: SnackState
  events: EventsState
  router: RouterState
  network: NetworkState
  balance: BalanceState
  send: SendState
  transactions: TransactionsState
  names: NamesState
  siwx: SiwxState
  walletList: WalletListState
  swap: SwapState
  onramp: OnRampState
  lifecycle: LifecycleState
  /** The locale the modal speaks (set by the ui; the embedded wallet's frame follows it). */
  modalLocale: ModalLocaleState
  /** The headless API's login step and last error (src/headless, entry `headless`). */
  headless: HeadlessSlice
}

/**
 * The one valtio store of a config. A slice is made when its controller is first built: start-up
 * builds those it needs, the rest come with the on-demand chunk, and find their slice here.
 */
export type Store = Partial<StoreSlices>

export const createStore = (): Store => proxy<Store>({})

/** The store's slice `key`, made from `initial` the first time (valtio makes it a proxy of its own). */
export function slice<K extends keyof StoreSlices>(
  store: Store,
  key: K,
  initial: () => StoreSlices[K],
): StoreSlices[K] {
  store[key] ??= initial()
  return store[key] as StoreSlices[K]
}

/**
 * Per-instance data that is not state (pending promises, timers, a view's data history): kept
 * beside the store, keyed by it, made on first use. State proper lives in the store's slices.
 */
export function instanceData<T>(make: () => T): (config: { store: Store }) => T {
  const byStore = new WeakMap<Store, T>()
  return (config) => {
    let data = byStore.get(config.store)
    if (data === undefined) {
      data = make()
      byStore.set(config.store, data)
    }
    return data
  }
}
