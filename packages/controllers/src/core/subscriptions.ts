import type { CaipNetwork, ChainNamespace } from '@latchkey/core'
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'
import type { AppKitEvent } from '../controllers/EventsController'
import type { ThemeState } from '../controllers/ThemeController'
import type { CoreContext } from './CoreContext'

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

/** Read-outs and subscriptions for hosts; each subscription returns its unsubscribe. */
export function createSubscriptions(ctx: CoreContext) {
  function getState(): ModalOverview {
    return {
      open: ctx.modal.state.open,
      loading: ctx.modal.state.loading,
      view: ctx.router.state.view,
      activeNamespace: ctx.chain.state.activeNamespace,
      selectedNetworkId: ctx.chain.state.activeCaipNetwork?.caipNetworkId,
      status: ctx.connection.state.status,
    }
  }

  function getAccount(namespace = ctx.chain.state.activeNamespace): AccountOverview {
    const account = ctx.chain.getAccount(namespace)
    return {
      address: account?.address,
      caipAddress: account?.caipAddress,
      isConnected: Boolean(account?.caipAddress),
      status: account?.status ?? 'disconnected',
      namespace,
    }
  }

  const many = (offs: (() => void)[]) => () => {
    for (const off of offs) off()
  }

  return {
    getState,
    getAccount,
    getCaipNetwork: (namespace = ctx.chain.state.activeNamespace) =>
      namespace ? ctx.chain.getChain(namespace)?.caipNetwork : undefined,
    getThemeMode: () => ctx.theme.state.themeMode,

    subscribeState(listener: (state: ModalOverview) => void) {
      const notify = () => listener(getState())
      return many([
        subscribe(ctx.modal.state, notify),
        subscribe(ctx.router.state, notify),
        subscribe(ctx.chain.state, notify),
        subscribe(ctx.connection.state, notify),
      ])
    },
    subscribeAccount(listener: (account: AccountOverview) => void, namespace?: ChainNamespace) {
      return subscribe(ctx.chain.state, () => listener(getAccount(namespace)))
    },
    subscribeNetwork(listener: (network: Snapshot<CaipNetwork> | undefined) => void) {
      return subscribe(ctx.chain.state, () => listener(snapshot(ctx.chain.state).activeCaipNetwork))
    },
    subscribeEvents: (listener: (event: AppKitEvent) => void) => ctx.events.subscribe(listener),
    subscribeTheme(listener: (theme: Snapshot<ThemeState>) => void) {
      return subscribe(ctx.theme.state, () => listener(snapshot(ctx.theme.state)))
    },
  }
}
