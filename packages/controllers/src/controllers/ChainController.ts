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
import type { Config } from '../core/Config'

export type { InitChainParams } from '../chain/chainEntries'
export type { ChainControllerState, ChainState } from '../chain/chainSlice'

/** SPEC §3 per-namespace account and network state; plain setters, no chain calls. */
export function state(config: Pick<Config, 'store'>): ChainControllerState {
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
