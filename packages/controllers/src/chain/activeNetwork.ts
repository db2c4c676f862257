import { type CaipNetwork, type ChainNamespace, toCaipAddress } from '@latchkey/core'
import type { Config } from '../core/Config'
import { EMPTY_LIST } from '../state/frozenRef'
import { asRef, patchChain } from './chainEntries'
import { chainSlice } from './chainSlice'

type ChainConfig = Pick<Config, 'store'>

/** Makes `network` current for its namespace; the CAIP-10 address follows it. */
export function setNetwork(config: ChainConfig, network: CaipNetwork) {
  patchChain(config, network.chainNamespace, (chain) => {
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

/** No approvals; the network stays, as the field's disconnect keeps it (issue 33). */
export function resetNetwork(config: ChainConfig, namespace: ChainNamespace) {
  patchChain(config, namespace, (chain) => ({
    approvedCaipNetworkIds: EMPTY_LIST,
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: EMPTY_LIST,
    caipNetwork:
      chain.caipNetwork ??
      chain.caipNetworks.find((n) => n.caipNetworkId === chain.defaultCaipNetworkId) ??
      chain.caipNetworks[0],
  }))
}

/** Makes `network` current for its namespace and the namespace active. */
export function setActiveCaipNetwork(config: ChainConfig, network: CaipNetwork) {
  const state = chainSlice(config)
  if (!state.chains[network.chainNamespace]) return
  state.activeNamespace = network.chainNamespace
  setNetwork(config, network)
}

export function setActiveNamespace(config: ChainConfig, namespace: ChainNamespace) {
  const state = chainSlice(config)
  if (state.chains[namespace]) state.activeNamespace = namespace
}

export function setIsSwitchingNamespace(config: ChainConfig, value: boolean) {
  chainSlice(config).isSwitchingNamespace = value
}
