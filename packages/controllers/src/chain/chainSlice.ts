import type {
  AccountType,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
} from '@latchkey/core'
import type { Config } from '../core/Config'
import { slice } from '../core/store'
import { frozenRef } from '../state/frozenRef'
import type { AccountState } from './AccountState'

/**
 * SPEC §3 chain state: one namespace's networks and its account. An entry is never edited in
 * place: every change replaces it whole (its account too), so it is kept as it is (valtio `ref`)
 * rather than as a proxy with one more for its account and each of its lists. A reader holding
 * an entry holds the state of one moment; `getChain`/`getAccount` read the current one.
 */
export interface ChainState {
  namespace: ChainNamespace
  caipNetworks: CaipNetwork[]
  requestedCaipNetworkIds: CaipNetworkId[]
  /** Networks the wallet approved (a WalletConnect session's list); empty means no limit known. */
  approvedCaipNetworkIds: CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
  defaultAccountType: AccountType
  /** Where the namespace starts and returns to on reset: the app's default network, or its first. */
  defaultCaipNetworkId: CaipNetworkId | undefined
  /** The namespace's current network. */
  caipNetwork: CaipNetwork | undefined
  account: AccountState
}

export interface ChainControllerState {
  activeNamespace: ChainNamespace | undefined
  /** The active namespace's network: derived from `chains`, never stored (issue 34). */
  readonly activeCaipNetwork: CaipNetwork | undefined
  /** The active namespace's account: derived too, one field a renderer reads. */
  readonly activeCaipAddress: CaipAddress | undefined
  chains: Partial<Record<ChainNamespace, ChainState>>
  /** Set while a switch to another namespace is under way. */
  isSwitchingNamespace: boolean
}

const activeChain = (state: ChainControllerState): ChainState | undefined =>
  state.activeNamespace ? state.chains[state.activeNamespace] : undefined

/**
 * The chain slice. The active network and address are getters over `activeNamespace` and
 * `chains`: valtio keeps a getter on the proxy (reading it live) and a snapshot holds its value
 * of that version, so every reader and subscriber sees them change with the fields they read.
 */
export function chainSlice(config: Pick<Config, 'store'>): ChainControllerState {
  return slice(config.store, 'chain', () => ({
    activeNamespace: undefined,
    get activeCaipNetwork(): CaipNetwork | undefined {
      return activeChain(this)?.caipNetwork
    },
    get activeCaipAddress(): CaipAddress | undefined {
      return activeChain(this)?.account.caipAddress
    },
    chains: frozenRef<ChainControllerState['chains']>({}),
    isSwitchingNamespace: false,
  }))
}
