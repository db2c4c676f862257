import {
  type CaipNetwork,
  type ChainNamespace,
  type ConnectorType,
  errorMessage,
} from '@latchkey/core'
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'
import type { ConnectedWalletInfo } from '../chain/AccountState'
import type { AppKitEvent } from '../controllers/EventsController'
import type { ThemeState } from '../controllers/ThemeController'
import type { CoreContext } from './CoreContext'
import { loadLateControllers } from './loadLateControllers'

/** What `getState` and `subscribeState` report: the modal at a glance. */
export interface ModalOverview {
  open: boolean
  loading: boolean
  view: string
  activeNamespace: ChainNamespace | undefined
  selectedNetworkId: string | undefined
  status: string
}

export interface AccountOverview {
  address: string | undefined
  caipAddress: string | undefined
  isConnected: boolean
  status: string
  namespace: ChainNamespace | undefined
}

/** The connected wallet's own provider on a namespace, for direct chain-library use. */
export interface WalletProviderOverview {
  /** Live (EIP-1193, Wallet Standard …): it is the wallet's object, so it is not frozen. */
  walletProvider: unknown
  walletProviderType: ConnectorType | undefined
}

export interface FetchBalanceResult {
  data?: { balance: string; symbol: string }
  error: string | null
  isSuccess: boolean
  isError: boolean
}

type SubscriptionsContext = Pick<
  CoreContext,
  'modal' | 'router' | 'chain' | 'connection' | 'connectors' | 'balance' | 'events' | 'theme'
>

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/**
 * Hands out one frozen object per distinct value: a read-out is the same object until a field
 * changes, so `useSyncExternalStore` and other memoising readers see a change only on a change.
 */
function stableReadout<T extends object>() {
  const last = new Map<string, Readonly<T>>()
  return (key: string, next: T): Readonly<T> => {
    const previous = last.get(key)
    if (previous && shallowEqual(previous, next)) return previous
    const frozen = Object.freeze(next)
    last.set(key, frozen)
    return frozen
  }
}

/**
 * Deep-frozen copies of plain data. valtio's own snapshots only make their fields read-only: a
 * reader could still add or delete fields, so hosts get these instead.
 */
function immutableCopies() {
  // One copy per source object: valtio keeps a snapshot's identity (and each unchanged part's)
  // until it changes, and kept networks never change, so a copy lives as long as its value.
  const copies = new WeakMap<object, unknown>()
  return function immutable<T>(value: T): T {
    if (value === null || typeof value !== 'object') return value
    const isArray = Array.isArray(value)
    if (!isArray && Object.getPrototypeOf(value) !== Object.prototype) return value
    const known = copies.get(value)
    if (known) return known as T
    const copy = isArray
      ? value.map(immutable)
      : Object.fromEntries(Object.entries(value).map(([key, field]) => [key, immutable(field)]))
    Object.freeze(copy)
    copies.set(value, copy)
    return copy as T
  }
}

/**
 * Read-outs and subscriptions for hosts. Every `get*` returns an immutable value that keeps its
 * identity until what it describes changes; every `subscribe*` calls back on each change only,
 * like valtio's subscribe and wagmi's watch* (read the current value with its `get*`), and
 * returns its unsubscribe.
 */
export function createSubscriptions(ctx: SubscriptionsContext) {
  const states = stableReadout<ModalOverview>()
  const accounts = stableReadout<AccountOverview>()
  const providers = stableReadout<WalletProviderOverview>()
  const immutable = immutableCopies()

  function getState(): Readonly<ModalOverview> {
    return states('', {
      open: ctx.modal.state.open,
      loading: ctx.modal.state.loading,
      view: ctx.router.state.view,
      activeNamespace: ctx.chain.state.activeNamespace,
      selectedNetworkId: ctx.chain.state.activeCaipNetwork?.caipNetworkId,
      status: ctx.connection.state.status,
    })
  }

  function getAccount(namespace?: ChainNamespace): Readonly<AccountOverview> {
    const resolved = namespace ?? ctx.chain.state.activeNamespace
    const account = ctx.chain.getAccount(resolved)
    return accounts(namespace ?? '', {
      address: account?.address,
      caipAddress: account?.caipAddress,
      isConnected: Boolean(account?.caipAddress),
      status: account?.status ?? 'disconnected',
      namespace: resolved,
    })
  }

  function getCaipNetwork(namespace?: ChainNamespace): Snapshot<CaipNetwork> | undefined {
    // Networks are kept as plain references (ChainController): a host gets a copy, not ours.
    const network = ctx.chain.getChain(namespace ?? ctx.chain.state.activeNamespace)?.caipNetwork
    return immutable(network as Snapshot<CaipNetwork> | undefined)
  }

  function getWalletInfo(namespace?: ChainNamespace): Snapshot<ConnectedWalletInfo> | undefined {
    const chains = snapshot(ctx.chain.state)
    const resolved = namespace ?? chains.activeNamespace
    return immutable(resolved ? chains.chains[resolved]?.account.connectedWalletInfo : undefined)
  }

  function getWalletProvider(namespace: ChainNamespace): Readonly<WalletProviderOverview> {
    const connector = ctx.chain.isConnected(namespace)
      ? ctx.connectors.getActiveConnector(namespace)
      : undefined
    return providers(namespace, {
      walletProvider: connector?.provider,
      walletProviderType: connector?.type,
    })
  }

  const getTheme = (): Snapshot<ThemeState> => immutable(snapshot(ctx.theme.state))
  const getEvent = (): Snapshot<AppKitEvent> | undefined =>
    immutable(snapshot(ctx.events.state).last)

  const many = (offs: (() => void)[]) => () => {
    for (const off of offs) off()
  }

  return {
    getState,
    getAccount,
    getCaipNetwork,
    getThemeMode: () => ctx.theme.state.themeMode,
    getTheme,
    /** The latest event (MODAL_OPEN, CONNECT_SUCCESS, …); undefined until one happens. */
    getEvent,
    /** Name, icon and connector type of the wallet connected on a namespace (the active one). */
    getWalletInfo,
    /** Nothing while the namespace is disconnected, even if a connector is still remembered. */
    getWalletProvider,

    subscribeState(listener: (state: Readonly<ModalOverview>) => void) {
      const notify = () => listener(getState())
      return many([
        subscribe(ctx.modal.state, notify),
        subscribe(ctx.router.state, notify),
        subscribe(ctx.chain.state, notify),
        subscribe(ctx.connection.state, notify),
      ])
    },
    subscribeAccount(
      listener: (account: Readonly<AccountOverview>) => void,
      namespace?: ChainNamespace,
    ) {
      return subscribe(ctx.chain.state, () => listener(getAccount(namespace)))
    },
    subscribeNetwork(listener: (network: Snapshot<CaipNetwork> | undefined) => void) {
      return subscribe(ctx.chain.state, () => listener(getCaipNetwork()))
    },
    subscribeEvents: (listener: (event: AppKitEvent) => void) => ctx.events.subscribe(listener),
    subscribeTheme(listener: (theme: Snapshot<ThemeState>) => void) {
      return subscribe(ctx.theme.state, () => listener(getTheme()))
    },
    subscribeWalletInfo(
      listener: (info: Snapshot<ConnectedWalletInfo> | undefined) => void,
      namespace?: ChainNamespace,
    ) {
      return subscribe(ctx.chain.state, () => listener(getWalletInfo(namespace)))
    },
    subscribeWalletProvider(
      listener: (provider: Readonly<WalletProviderOverview>) => void,
      namespace: ChainNamespace,
    ) {
      const notify = () => listener(getWalletProvider(namespace))
      return many([subscribe(ctx.connectors.state, notify), subscribe(ctx.chain.state, notify)])
    },

    /**
     * Reads the active account's native balance through its adapter. Fails with the catalogue's
     * 'No ActiveCaipAddress found' when nothing is connected and 'Token Balance Unavailable' when
     * the adapter could not read it.
     */
    async fetchBalance(): Promise<FetchBalanceResult> {
      const namespace = ctx.chain.state.activeNamespace
      if (!namespace || !ctx.chain.isConnected(namespace))
        return { error: errorMessage('NO_ACTIVE_CAIP_ADDRESS'), isSuccess: false, isError: true }
      await loadLateControllers()
      await ctx.balance.fetchNativeBalance(namespace)
      const account = ctx.chain.getAccount(namespace)
      if (account?.balance === undefined || !account.balanceSymbol)
        return { error: errorMessage('TOKEN_BALANCE_UNAVAILABLE'), isSuccess: false, isError: true }
      return {
        data: { balance: account.balance, symbol: account.balanceSymbol },
        error: null,
        isSuccess: true,
        isError: false,
      }
    },
  }
}
