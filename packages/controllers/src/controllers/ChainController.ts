import {
  type AccountType,
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  toCaipAddress,
} from '@latchkey/core'
import { proxy, ref } from 'valtio/vanilla'
import { type AccountState, emptyAccountState } from '../chain/AccountState'

/**
 * SPEC §3 chain state: one namespace's networks and its account. Its network lists are replaced
 * whole, never edited in place: they are kept as they are (valtio `ref`), not as proxies.
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

// Networks are immutable descriptions: kept as references, not deep proxies, so adding them is cheap.
const asRef = (network: CaipNetwork): CaipNetwork => ref(network)

export interface InitChainParams {
  namespace: ChainNamespace
  caipNetworks: CaipNetwork[]
  defaultNetwork?: CaipNetwork
  defaultAccountType: AccountType
}

/** Per-namespace account and network state (SPEC §3); plain setters, no chain calls. */
export function createChainController() {
  const state = proxy<ChainControllerState>({
    activeNamespace: undefined,
    activeCaipNetwork: undefined,
    activeCaipAddress: undefined,
    chains: {},
    isSwitchingNamespace: false,
  })

  function refreshActive() {
    const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
    state.activeCaipNetwork = chain?.caipNetwork
    state.activeCaipAddress = chain?.account.caipAddress
  }

  function getChain(namespace: ChainNamespace | undefined): ChainState | undefined {
    return namespace ? state.chains[namespace] : undefined
  }

  function setAccount(namespace: ChainNamespace, values: Partial<AccountState>) {
    const chain = state.chains[namespace]
    if (!chain) return
    const { socialWindow, ...plain } = values
    Object.assign(chain.account, plain)
    if ('socialWindow' in values)
      chain.account.socialWindow =
        socialWindow && typeof socialWindow === 'object' ? ref(socialWindow) : socialWindow
    refreshActive()
  }

  /** Makes `network` current for its namespace; the CAIP-10 address follows it. */
  function setNetwork(network: CaipNetwork) {
    const chain = state.chains[network.chainNamespace]
    if (!chain) return
    // Token balances belong to the (account, network) they were read for.
    if (chain.caipNetwork?.caipNetworkId !== network.caipNetworkId) chain.account.tokenBalance = []
    chain.caipNetwork = asRef(network)
    const address = chain.account.address
    if (address) chain.account.caipAddress = toCaipAddress(network.caipNetworkId, address)
    refreshActive()
  }

  return {
    state,
    getChain,

    initChain({ namespace, caipNetworks, defaultNetwork, defaultAccountType }: InitChainParams) {
      // Loops, not callbacks: this runs inside createAppKit(), where every function run for the
      // first time costs (issue 13, bench/first-run.mjs).
      const networks = ref<CaipNetwork[]>([])
      const ids = ref<CaipNetworkId[]>([])
      for (const network of caipNetworks)
        if (network.chainNamespace === namespace) {
          networks.push(ref(network))
          ids.push(network.caipNetworkId)
        }
      const first = defaultNetwork?.chainNamespace === namespace ? defaultNetwork : networks[0]
      state.chains[namespace] = {
        namespace,
        caipNetworks: networks,
        requestedCaipNetworkIds: ids,
        approvedCaipNetworkIds: ref([]),
        supportsAllNetworks: true,
        smartAccountEnabledNetworks: ref([]),
        defaultAccountType,
        defaultCaipNetworkId: first?.caipNetworkId,
        caipNetwork: first && ref(first),
        account: emptyAccountState(defaultAccountType),
      }
      if (!state.activeNamespace) state.activeNamespace = namespace
      refreshActive()
    },

    removeChain(namespace: ChainNamespace) {
      delete state.chains[namespace]
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
      const network = getChain(namespace)?.caipNetwork
      if (!network) return
      if (getChain(namespace)?.account.address !== address)
        setAccount(namespace, { tokenBalance: [] })
      setAccount(namespace, { address, caipAddress: toCaipAddress(network.caipNetworkId, address) })
    },

    resetAccount(namespace: ChainNamespace) {
      const chain = state.chains[namespace]
      if (!chain) return
      chain.account = emptyAccountState(chain.defaultAccountType)
      refreshActive()
    },

    /** Back to the default network (else the first requested one) and no approvals. */
    resetNetwork(namespace: ChainNamespace) {
      const chain = state.chains[namespace]
      if (!chain) return
      chain.approvedCaipNetworkIds = ref([])
      chain.supportsAllNetworks = true
      chain.smartAccountEnabledNetworks = ref([])
      chain.caipNetwork =
        chain.caipNetworks.find((n) => n.caipNetworkId === chain.defaultCaipNetworkId) ??
        chain.caipNetworks[0]
      refreshActive()
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
      const chain = state.chains[namespace]
      if (!chain) return
      chain.caipNetworks = ref(networks.map(asRef))
      chain.requestedCaipNetworkIds = ref(networks.map((n) => n.caipNetworkId))
    },

    setApprovedNetworks(namespace: ChainNamespace, ids: CaipNetworkId[], supportsAll: boolean) {
      const chain = state.chains[namespace]
      if (!chain) return
      chain.approvedCaipNetworkIds = ref([...ids])
      chain.supportsAllNetworks = supportsAll
    },

    setSmartAccountEnabledNetworks(namespace: ChainNamespace, chainIds: number[]) {
      const chain = state.chains[namespace]
      if (chain) chain.smartAccountEnabledNetworks = ref([...chainIds])
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
}

export type ChainController = ReturnType<typeof createChainController>
