import {
  type AccountEntry,
  type CaipNetwork,
  type ChainNamespace,
  STARTUP_ERRORS,
} from '@latchkey/core'
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'
import type { AccountState, ConnectedWalletInfo } from '../chain/AccountState'
import * as Chain from '../controllers/ChainController'
import * as Connection from '../controllers/ConnectionController'
import type { AppKitEvent } from '../controllers/EventsController'
import * as Events from '../controllers/EventsController'
import * as Modal from '../controllers/ModalController'
import * as Router from '../controllers/RouterController'
import type { ThemeState } from '../controllers/ThemeController'
import * as Theme from '../controllers/ThemeController'
import type { Config } from './Config'
import { state as lifecycleState } from './lifecycle'
import { loadLateControllers } from './loadLateControllers'
import {
  currentThenChanges,
  immutableCopies,
  stableReadout,
  unsubscribeAll,
} from './readouts/frozenReadouts'
import type {
  AccountOverview,
  EmbeddedWalletInfo,
  ModalOverview,
  NetworkOverview,
} from './readouts/overviews'
import { createProviderReadouts } from './readouts/providerReadouts'

export type {
  AccountOverview,
  EmbeddedWalletInfo,
  ModalOverview,
  NetworkOverview,
  WalletProviderOverview,
  WalletProviders,
} from './readouts/overviews'

const EMPTY: AccountEntry[] = []
const EMBEDDED_TYPES = new Set(['AUTH', 'ID_AUTH'])

/** The field's `embeddedWalletInfo`: only for an account of the embedded (login) wallet. */
function embeddedWalletInfos() {
  const infos = stableReadout<EmbeddedWalletInfo>()
  const users = stableReadout<NonNullable<EmbeddedWalletInfo['user']>>()
  return (key: string, account: Snapshot<AccountState>): EmbeddedWalletInfo | undefined => {
    if (!EMBEDDED_TYPES.has(account.connectedWalletInfo?.type ?? '')) return undefined
    const user = account.user
    return infos(key, {
      user: user ? users(key, { email: user.email, username: user.userName }) : undefined,
      authProvider: account.socialProvider ?? 'email',
      accountType: account.preferredAccountType,
      isSmartAccountDeployed: account.smartAccountDeployed,
    })
  }
}

export interface FetchBalanceResult {
  data?: { balance: string; symbol: string }
  error: string | null
  isSuccess: boolean
  isError: boolean
}

type SubscriptionsContext = Config

/**
 * Read-outs and subscriptions for hosts. Every `get*` returns an immutable value that keeps its
 * identity until what it describes changes; every `subscribe*` calls back at once with the
 * current value, as the field's apps expect, then on each change, and returns its unsubscribe.
 * `subscribeEvents` is the exception: events are a stream, not a value (`getEvent` reads the last).
 * Whether creation settled, and when it began, are the store's `lifecycle` slice (core/lifecycle).
 */
export function createSubscriptions(ctx: SubscriptionsContext) {
  const lifecycle = lifecycleState(ctx)
  const states = stableReadout<ModalOverview>()
  const accounts = stableReadout<AccountOverview>()
  const networks = stableReadout<NetworkOverview>()
  const embeddedWalletInfo = embeddedWalletInfos()
  const immutable = immutableCopies()
  const providers = createProviderReadouts(ctx)

  function getState(): Readonly<ModalOverview> {
    const activeNamespace = Chain.state(ctx).activeNamespace
    return states('', {
      open: Modal.state(ctx).open,
      loading: Modal.state(ctx).loading,
      view: Router.state(ctx).view,
      activeNamespace,
      activeChain: activeNamespace,
      selectedNetworkId: Chain.state(ctx).activeCaipNetwork?.caipNetworkId,
      status: Connection.state(ctx).status,
      initialized: lifecycle.initialized,
    })
  }

  /**
   * SPEC §4: connected while the namespace holds an address; else connecting while a connect, a
   * restore or a login is in flight for the active namespace; else disconnected.
   */
  function accountStatus(
    caipAddress: string | undefined,
    namespace: ChainNamespace | undefined,
  ): AccountOverview['status'] {
    if (caipAddress) return 'connected'
    const connecting =
      Connection.state(ctx).status === 'connecting' &&
      (namespace === undefined || namespace === Chain.state(ctx).activeNamespace)
    return connecting ? 'connecting' : 'disconnected'
  }

  function getAccount(namespace?: ChainNamespace): Readonly<AccountOverview> {
    const resolved = namespace ?? Chain.state(ctx).activeNamespace
    const chains = snapshot(Chain.state(ctx))
    const account = resolved ? chains.chains[resolved]?.account : undefined
    return accounts(namespace ?? '', {
      address: account?.address,
      caipAddress: account?.caipAddress,
      isConnected: Boolean(account?.caipAddress),
      status: accountStatus(account?.caipAddress, resolved),
      namespace: resolved,
      allAccounts: immutable(account?.caipAddress ? account.allAccounts : EMPTY),
      embeddedWalletInfo: account?.caipAddress
        ? embeddedWalletInfo(namespace ?? '', account)
        : undefined,
    })
  }

  /** A namespace's current network, or with `id` (the field's second argument) that network. */
  function getCaipNetwork(
    namespace?: ChainNamespace,
    id?: number | string,
  ): Snapshot<CaipNetwork> | undefined {
    // Networks are kept as plain references (ChainController): a host gets a copy, not ours.
    const chain = Chain.getChain(ctx, namespace ?? Chain.state(ctx).activeNamespace)
    const byId = id === undefined ? undefined : chain?.caipNetworks.find((n) => n.id === id)
    return immutable((byId ?? chain?.caipNetwork) as Snapshot<CaipNetwork> | undefined)
  }

  function getNetwork(namespace?: ChainNamespace): Readonly<NetworkOverview> {
    const caipNetwork = getCaipNetwork(namespace)
    return networks(namespace ?? '', {
      caipNetwork,
      chainId: caipNetwork?.id,
      caipNetworkId: caipNetwork?.caipNetworkId,
    })
  }

  function getWalletInfo(namespace?: ChainNamespace): Snapshot<ConnectedWalletInfo> | undefined {
    const chains = snapshot(Chain.state(ctx))
    const resolved = namespace ?? chains.activeNamespace
    return immutable(resolved ? chains.chains[resolved]?.account.connectedWalletInfo : undefined)
  }

  const getTheme = (): Snapshot<ThemeState> => immutable(snapshot(Theme.state(ctx)))
  // The field's apps read an event from the start: MODAL_CREATED, until the first real one.
  const created: Snapshot<AppKitEvent> = immutable({
    event: 'MODAL_CREATED',
    timestamp: lifecycle.createdAt ?? Date.now(),
    data: { type: 'track', event: 'MODAL_CREATED' },
  })
  const getEvent = (): Snapshot<AppKitEvent> =>
    immutable(snapshot(Events.state(ctx)).last) ?? created
  // An account's status follows the connection's while one is in flight (SPEC §4: a restore, a
  // connect or a login reads 'connecting' until the wallet answers), so both are listened to.
  const onChain = (notify: () => void) => {
    const stopChain = subscribe(Chain.state(ctx), notify)
    const stopConnection = subscribe(Connection.state(ctx), notify)
    return () => {
      stopChain()
      stopConnection()
    }
  }

  return {
    getState,
    getAccount,
    /** Whether the active namespace has a connected account. */
    getIsConnectedState: () => Chain.isConnected(ctx),
    getCaipNetwork,
    getNetwork,
    getCaipNetworkId: () => Chain.state(ctx).activeCaipNetwork?.caipNetworkId,
    getChainId: () => Chain.state(ctx).activeCaipNetwork?.id,
    getThemeMode: () => Theme.state(ctx).themeMode,
    getTheme,
    /** The latest event (MODAL_OPEN, CONNECT_SUCCESS, …); MODAL_CREATED until one happens. */
    getEvent,
    /** Name, icon and connector type of the wallet connected on a namespace (the active one). */
    getWalletInfo,
    ...providers,

    subscribeState(listener: (state: Readonly<ModalOverview>) => void) {
      return currentThenChanges(getState, listener, (notify) =>
        unsubscribeAll([
          subscribe(Modal.state(ctx), notify),
          subscribe(Router.state(ctx), notify),
          subscribe(Chain.state(ctx), notify),
          subscribe(Connection.state(ctx), notify),
          subscribe(lifecycle, notify),
        ]),
      )
    },
    subscribeAccount(
      listener: (account: Readonly<AccountOverview>) => void,
      namespace?: ChainNamespace,
    ) {
      return currentThenChanges(() => getAccount(namespace), listener, onChain)
    },
    /** Hears `{ caipNetwork, chainId, caipNetworkId }` of the active network. */
    subscribeNetwork(listener: (network: Readonly<NetworkOverview>) => void) {
      return currentThenChanges(() => getNetwork(), listener, onChain)
    },
    subscribeEvents: (listener: (event: AppKitEvent) => void) => Events.subscribe(ctx, listener),
    subscribeTheme(listener: (theme: Snapshot<ThemeState>) => void) {
      return currentThenChanges(getTheme, listener, (notify) => subscribe(Theme.state(ctx), notify))
    },
    subscribeWalletInfo(
      listener: (info: Snapshot<ConnectedWalletInfo> | undefined) => void,
      namespace?: ChainNamespace,
    ) {
      return currentThenChanges(() => getWalletInfo(namespace), listener, onChain)
    },

    /**
     * Reads the active account's native balance through its adapter. Fails with the catalogue's
     * 'No ActiveCaipAddress found' when nothing is connected and 'Token Balance Unavailable' when
     * the adapter could not read it.
     */
    async fetchBalance(): Promise<FetchBalanceResult> {
      const namespace = Chain.state(ctx).activeNamespace
      if (!namespace || !Chain.isConnected(ctx, namespace))
        return { error: STARTUP_ERRORS.NO_ACTIVE_CAIP_ADDRESS, isSuccess: false, isError: true }
      const late = await loadLateControllers()
      await late.Balance.fetchNativeBalance(ctx, namespace)
      const account = Chain.getAccount(ctx, namespace)
      if (account?.balance === undefined || !account.balanceSymbol)
        return { error: STARTUP_ERRORS.TOKEN_BALANCE_UNAVAILABLE, isSuccess: false, isError: true }
      return {
        data: { balance: account.balance, symbol: account.balanceSymbol },
        error: null,
        isSuccess: true,
        isError: false,
      }
    },
  }
}
