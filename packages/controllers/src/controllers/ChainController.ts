import {
  type AccountType,
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  toCaipAddress,
} from '@latchkey/core'
import { ref } from 'valtio/vanilla'
import { type AccountState, emptyAccountState } from '../chain/AccountState'
import { createStore, type Store, slice } from '../core/store'
import { EMPTY_LIST, frozenCopy, frozenRef } from '../state/frozenRef'

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
  activeCaipNetwork: CaipNetwork | undefined
  /** The active namespace's account, kept here so a renderer subscribes to one field. */
  activeCaipAddress: CaipAddress | undefined
  chains: Partial<Record<ChainNamespace, ChainState>>
  /** Set while a switch to another namespace is under way. */
  isSwitchingNamespace: boolean
}

// Networks are immutable descriptions, kept as references wherever they are stored: the active
// network is a field of the state proxy, which would otherwise make it a deep proxy.
const asRef = (network: CaipNetwork): CaipNetwork => ref(network)

export interface InitChainParams {
  namespace: ChainNamespace
  caipNetworks: CaipNetwork[]
  defaultNetwork?: CaipNetwork
  defaultAccountType: AccountType
}

/** Per-namespace account and network state (SPEC §3); plain setters, no chain calls. */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const createChainController = (function createChainController(
  store: Store = createStore(),
) {
  const state = slice(store, 'chain', () => ({
    activeNamespace: undefined,
    activeCaipNetwork: undefined,
    activeCaipAddress: undefined,
    chains: frozenRef<ChainControllerState['chains']>({}),
    isSwitchingNamespace: false,
  }))

  function refreshActive() {
    const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
    state.activeCaipNetwork = chain?.caipNetwork
    state.activeCaipAddress = chain?.account.caipAddress
  }

  function getChain(namespace: ChainNamespace | undefined): ChainState | undefined {
    return namespace ? state.chains[namespace] : undefined
  }

  /**
   * The namespace map is replaced whole too: one proxy fewer, and a change is one update. The
   * account's status is derived here, its one writer: connected while it holds an address.
   */
  function setEntry(namespace: ChainNamespace, chain: ChainState) {
    const status = chain.account.caipAddress ? 'connected' : 'disconnected'
    const account = Object.freeze(
      chain.account.status === status ? chain.account : { ...chain.account, status },
    )
    state.chains = frozenRef({ ...state.chains, [namespace]: Object.freeze({ ...chain, account }) })
  }

  /** Replaces a namespace's entry with `change` applied to it (issue 13: entries are `ref`s). */
  function patchChain(
    namespace: ChainNamespace,
    change: (chain: ChainState) => Partial<ChainState>,
  ) {
    const chain = state.chains[namespace]
    if (!chain) return
    setEntry(namespace, { ...chain, ...change(chain) })
    refreshActive()
  }

  function setAccount(namespace: ChainNamespace, values: Partial<AccountState>) {
    const fresh: Partial<AccountState> = {}
    for (const [key, value] of Object.entries(values))
      fresh[key as keyof AccountState] = frozenCopy(value) as never
    patchChain(namespace, (chain) => ({ account: { ...chain.account, ...fresh } }))
  }

  /** Makes `network` current for its namespace; the CAIP-10 address follows it. */
  function setNetwork(network: CaipNetwork) {
    patchChain(network.chainNamespace, (chain) => {
      const { address } = chain.account
      return {
        caipNetwork: asRef(network),
        account: {
          ...chain.account,
          // Token balances belong to the (account, network) they were read for.
          ...(chain.caipNetwork?.caipNetworkId !== network.caipNetworkId
            ? { tokenBalance: EMPTY_LIST }
            : {}),
          ...(address ? { caipAddress: toCaipAddress(network.caipNetworkId, address) } : {}),
        },
      }
    })
  }

  return {
    state,
    getChain,

    initChain({ namespace, caipNetworks, defaultNetwork, defaultAccountType }: InitChainParams) {
      // Loops, not callbacks: this runs inside createAppKit(), where every function run for the
      // first time costs (issue 13, bench/first-run.mjs).
      const networks: CaipNetwork[] = []
      const ids: CaipNetworkId[] = []
      for (const network of caipNetworks)
        if (network.chainNamespace === namespace) {
          networks.push(asRef(network))
          ids.push(network.caipNetworkId)
        }
      const first = defaultNetwork?.chainNamespace === namespace ? defaultNetwork : networks[0]
      setEntry(namespace, {
        namespace,
        caipNetworks: Object.freeze(networks) as CaipNetwork[],
        requestedCaipNetworkIds: Object.freeze(ids) as CaipNetworkId[],
        approvedCaipNetworkIds: EMPTY_LIST,
        supportsAllNetworks: true,
        smartAccountEnabledNetworks: EMPTY_LIST,
        defaultAccountType,
        defaultCaipNetworkId: first?.caipNetworkId,
        caipNetwork: first && asRef(first),
        account: emptyAccountState(defaultAccountType),
      })
      if (!state.activeNamespace) state.activeNamespace = namespace
      refreshActive()
    },

    removeChain(namespace: ChainNamespace) {
      const { [namespace]: _removed, ...others } = state.chains
      state.chains = frozenRef<ChainControllerState['chains']>(others)
      if (state.activeNamespace === namespace)
        state.activeNamespace = Object.keys(state.chains)[0] as ChainNamespace | undefined
      refreshActive()
    },

    namespaces(): ChainNamespace[] {
      return Object.keys(state.chains) as ChainNamespace[]
    },

    getAccount(namespace = state.activeNamespace): AccountState | undefined {
      return getChain(namespace)?.account
    },

    setAccount,

    setAccountProp<K extends keyof AccountState>(
      namespace: ChainNamespace,
      key: K,
      value: AccountState[K],
    ) {
      setAccount(namespace, { [key]: value } as Partial<AccountState>)
    },

    /** Sets the connected address; the CAIP-10 id follows the namespace's current network. */
    setAddress(namespace: ChainNamespace, address: string) {
      const chain = getChain(namespace)
      const network = chain?.caipNetwork
      if (!network) return
      setAccount(namespace, {
        // Token balances belong to the (account, network) they were read for.
        ...(chain.account.address !== address ? { tokenBalance: EMPTY_LIST } : {}),
        address,
        caipAddress: toCaipAddress(network.caipNetworkId, address),
      })
    },

    resetAccount(namespace: ChainNamespace) {
      patchChain(namespace, (chain) => ({ account: emptyAccountState(chain.defaultAccountType) }))
    },

    /** No approvals; the network stays, as the field's disconnect keeps it (issue 33). */
    resetNetwork(namespace: ChainNamespace) {
      patchChain(namespace, (chain) => ({
        approvedCaipNetworkIds: EMPTY_LIST,
        supportsAllNetworks: true,
        smartAccountEnabledNetworks: EMPTY_LIST,
        caipNetwork:
          chain.caipNetwork ??
          chain.caipNetworks.find((n) => n.caipNetworkId === chain.defaultCaipNetworkId) ??
          chain.caipNetworks[0],
      }))
    },

    setNetwork,

    /** Makes `network` current for its namespace and the namespace active. */
    setActiveCaipNetwork(network: CaipNetwork) {
      if (!state.chains[network.chainNamespace]) return
      state.activeNamespace = network.chainNamespace
      setNetwork(network)
    },

    setActiveNamespace(namespace: ChainNamespace) {
      if (!state.chains[namespace]) return
      state.activeNamespace = namespace
      refreshActive()
    },

    setIsSwitchingNamespace(value: boolean) {
      state.isSwitchingNamespace = value
    },

    setNetworks(namespace: ChainNamespace, networks: CaipNetwork[]) {
      patchChain(namespace, () => ({
        caipNetworks: Object.freeze(networks.map(asRef)) as CaipNetwork[],
        requestedCaipNetworkIds: Object.freeze(
          networks.map((n) => n.caipNetworkId),
        ) as CaipNetworkId[],
      }))
    },

    setApprovedNetworks(namespace: ChainNamespace, ids: CaipNetworkId[], supportsAll: boolean) {
      patchChain(namespace, () => ({
        approvedCaipNetworkIds: Object.freeze([...ids]) as CaipNetworkId[],
        supportsAllNetworks: supportsAll,
      }))
    },

    setSmartAccountEnabledNetworks(namespace: ChainNamespace, chainIds: number[]) {
      patchChain(namespace, () => ({
        smartAccountEnabledNetworks: Object.freeze([...chainIds]) as number[],
      }))
    },

    /** Every requested network across namespaces. */
    allNetworks(): CaipNetwork[] {
      return Object.values(state.chains).flatMap((chain) => chain?.caipNetworks ?? [])
    },

    findNetwork(caipNetworkId: string): CaipNetwork | undefined {
      return Object.values(state.chains)
        .flatMap((chain) => chain?.caipNetworks ?? [])
        .find((n) => n.caipNetworkId === caipNetworkId)
    },

    isConnected(namespace = state.activeNamespace): boolean {
      return Boolean(getChain(namespace)?.account.caipAddress)
    },

    /** Namespaces with a connected account. */
    connectedNamespaces(): ChainNamespace[] {
      return (Object.keys(state.chains) as ChainNamespace[]).filter(
        (ns) => state.chains[ns]?.account.caipAddress,
      )
    },
  }
})

export type ChainController = ReturnType<typeof createChainController>
