import type { ChainNamespace } from '@latchkey/core'
import type { AccountState } from '../chain/AccountState'
import {
  resetNetwork,
  setActiveCaipNetwork,
  setActiveNamespace,
  setIsSwitchingNamespace,
  setNetwork,
} from '../chain/activeNetwork'
import {
  connectedNamespaces,
  getAccount,
  isConnected,
  resetAccount,
  setAccount,
  setAccountProp,
  setAddress,
} from '../chain/chainAccount'
import {
  allNetworks,
  findNetwork,
  getChain,
  initChain,
  namespaces,
  removeChain,
  setApprovedNetworks,
  setNetworks,
  setSmartAccountEnabledNetworks,
} from '../chain/chainEntries'
import { type ChainControllerState, chainSlice } from '../chain/chainSlice'
import type { CoreContext } from '../core/CoreContext'
import type { Rest } from '../core/instanceData'
import { createStore, type Store } from '../core/store'

export type { InitChainParams } from '../chain/chainEntries'
export type { ChainControllerState, ChainState } from '../chain/chainSlice'

/** SPEC §3 per-namespace account and network state; plain setters, no chain calls. */
export function state(config: Pick<CoreContext, 'store'>): ChainControllerState {
  return chainSlice(config)
}

export {
  allNetworks,
  connectedNamespaces,
  findNetwork,
  getAccount,
  getChain,
  initChain,
  isConnected,
  namespaces,
  removeChain,
  resetAccount,
  resetNetwork,
  setAccount,
  setAccountProp,
  setActiveCaipNetwork,
  setActiveNamespace,
  setAddress,
  setApprovedNetworks,
  setIsSwitchingNamespace,
  setNetwork,
  setNetworks,
  setSmartAccountEnabledNetworks,
}

/** Facade over this module's functions until the call sites move (issue 34 stage 2). */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const createChainController = (function createChainController(
  store: Store = createStore(),
) {
  const ctx = { store }
  state(ctx) // the slice is made when the controller is built, as before
  return {
    get state() {
      return state(ctx)
    },
    getChain: (...args: Rest<typeof getChain>) => getChain(ctx, ...args),
    initChain: (...args: Rest<typeof initChain>) => initChain(ctx, ...args),
    removeChain: (...args: Rest<typeof removeChain>) => removeChain(ctx, ...args),
    namespaces: () => namespaces(ctx),
    getAccount: (...args: Rest<typeof getAccount>) => getAccount(ctx, ...args),
    setAccount: (...args: Rest<typeof setAccount>) => setAccount(ctx, ...args),
    setAccountProp: <K extends keyof AccountState>(
      namespace: ChainNamespace,
      key: K,
      value: AccountState[K],
    ) => setAccountProp(ctx, namespace, key, value),
    setAddress: (...args: Rest<typeof setAddress>) => setAddress(ctx, ...args),
    resetAccount: (...args: Rest<typeof resetAccount>) => resetAccount(ctx, ...args),
    resetNetwork: (...args: Rest<typeof resetNetwork>) => resetNetwork(ctx, ...args),
    setNetwork: (...args: Rest<typeof setNetwork>) => setNetwork(ctx, ...args),
    setActiveCaipNetwork: (...args: Rest<typeof setActiveCaipNetwork>) =>
      setActiveCaipNetwork(ctx, ...args),
    setActiveNamespace: (...args: Rest<typeof setActiveNamespace>) =>
      setActiveNamespace(ctx, ...args),
    setIsSwitchingNamespace: (...args: Rest<typeof setIsSwitchingNamespace>) =>
      setIsSwitchingNamespace(ctx, ...args),
    setNetworks: (...args: Rest<typeof setNetworks>) => setNetworks(ctx, ...args),
    setApprovedNetworks: (...args: Rest<typeof setApprovedNetworks>) =>
      setApprovedNetworks(ctx, ...args),
    setSmartAccountEnabledNetworks: (...args: Rest<typeof setSmartAccountEnabledNetworks>) =>
      setSmartAccountEnabledNetworks(ctx, ...args),
    allNetworks: () => allNetworks(ctx),
    findNetwork: (...args: Rest<typeof findNetwork>) => findNetwork(ctx, ...args),
    isConnected: (...args: Rest<typeof isConnected>) => isConnected(ctx, ...args),
    connectedNamespaces: () => connectedNamespaces(ctx),
  }
})

export type ChainController = ReturnType<typeof createChainController>
