import type { AccountType, CaipNetwork, CaipNetworkId, ChainNamespace } from '@latchkey/core'
import { ref } from 'valtio/vanilla'
import type { Config } from '../core/Config'
import { EMPTY_LIST, frozenRef } from '../state/frozenRef'
import { emptyAccountState } from './AccountState'
import { type ChainControllerState, type ChainState, chainSlice } from './chainSlice'

type ChainConfig = Pick<Config, 'store'>

// Networks are immutable descriptions, kept as references wherever they are stored: an entry's
// network is read through the state proxy, which would otherwise make it a deep proxy.
export const asRef = (network: CaipNetwork): CaipNetwork => ref(network)

export interface InitChainParams {
  namespace: ChainNamespace
  caipNetworks: CaipNetwork[]
  defaultNetwork?: CaipNetwork
  defaultAccountType: AccountType
}

export function getChain(
  config: ChainConfig,
  namespace: ChainNamespace | undefined,
): ChainState | undefined {
  return namespace ? chainSlice(config).chains[namespace] : undefined
}

/**
 * The namespace map is replaced whole too: one proxy fewer, and a change is one update. The
 * account's status is derived here, its one writer: connected while it holds an address.
 */
function setEntry(config: ChainConfig, namespace: ChainNamespace, chain: ChainState) {
  const state = chainSlice(config)
  const status = chain.account.caipAddress ? 'connected' : 'disconnected'
  const account = Object.freeze(
    chain.account.status === status ? chain.account : { ...chain.account, status },
  )
  state.chains = frozenRef({ ...state.chains, [namespace]: Object.freeze({ ...chain, account }) })
}

/** Replaces a namespace's entry with `change` applied to it (issue 13: entries are `ref`s). */
export function patchChain(
  config: ChainConfig,
  namespace: ChainNamespace,
  change: (chain: ChainState) => Partial<ChainState>,
) {
  const chain = chainSlice(config).chains[namespace]
  if (chain) setEntry(config, namespace, { ...chain, ...change(chain) })
}

export function initChain(
  config: ChainConfig,
  { namespace, caipNetworks, defaultNetwork, defaultAccountType }: InitChainParams,
) {
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
  setEntry(config, namespace, {
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
  const state = chainSlice(config)
  if (!state.activeNamespace) state.activeNamespace = namespace
}

export function removeChain(config: ChainConfig, namespace: ChainNamespace) {
  const state = chainSlice(config)
  const { [namespace]: _removed, ...others } = state.chains
  state.chains = frozenRef<ChainControllerState['chains']>(others)
  if (state.activeNamespace === namespace)
    state.activeNamespace = Object.keys(state.chains)[0] as ChainNamespace | undefined
}

export function namespaces(config: ChainConfig): ChainNamespace[] {
  return Object.keys(chainSlice(config).chains) as ChainNamespace[]
}

export function setNetworks(
  config: ChainConfig,
  namespace: ChainNamespace,
  networks: CaipNetwork[],
) {
  patchChain(config, namespace, () => ({
    caipNetworks: Object.freeze(networks.map(asRef)) as CaipNetwork[],
    requestedCaipNetworkIds: Object.freeze(networks.map((n) => n.caipNetworkId)) as CaipNetworkId[],
  }))
}

export function setApprovedNetworks(
  config: ChainConfig,
  namespace: ChainNamespace,
  ids: CaipNetworkId[],
  supportsAll: boolean,
) {
  patchChain(config, namespace, () => ({
    approvedCaipNetworkIds: Object.freeze([...ids]) as CaipNetworkId[],
    supportsAllNetworks: supportsAll,
  }))
}

export function setSmartAccountEnabledNetworks(
  config: ChainConfig,
  namespace: ChainNamespace,
  chainIds: number[],
) {
  patchChain(config, namespace, () => ({
    smartAccountEnabledNetworks: Object.freeze([...chainIds]) as number[],
  }))
}

/** Every requested network across namespaces. */
export function allNetworks(config: ChainConfig): CaipNetwork[] {
  return Object.values(chainSlice(config).chains).flatMap((chain) => chain?.caipNetworks ?? [])
}

export function findNetwork(config: ChainConfig, caipNetworkId: string): CaipNetwork | undefined {
  return allNetworks(config).find((n) => n.caipNetworkId === caipNetworkId)
}
