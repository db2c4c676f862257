import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  latchkeyError,
  NETWORK_NOT_FOUND_ALERT,
  parseCaipNetworkId,
} from '@latchkey/core'
import { proxy } from 'valtio/vanilla'
import type { CoreContext } from '../core/CoreContext'
import { withLateControllers } from '../core/loadLateControllers'
import { STORAGE_KEYS } from '../core/storageKeys'
import { invalidInput } from '../errors/invalidInput'

export interface NetworkState {
  /** A wallet sits on this network, which the app did not request. */
  unsupportedCaipNetworkId: CaipNetworkId | undefined
}

/** Switching, adding and removing networks (SPEC §4, §5). */
export function createNetworkController(
  ctx: Pick<
    CoreContext,
    | 'adapters'
    | 'alert'
    | 'balance'
    | 'chain'
    | 'connectors'
    | 'events'
    | 'modal'
    | 'names'
    | 'network'
    | 'options'
    | 'router'
    | 'send'
    | 'storage'
    | 'transactions'
  >,
) {
  const state = proxy<NetworkState>({ unsupportedCaipNetworkId: undefined })

  function isRequested(id: CaipNetworkId): boolean {
    const { chainNamespace } = parseCaipNetworkId(id)
    return ctx.chain.getChain(chainNamespace)?.requestedCaipNetworkIds.includes(id) ?? false
  }

  /** SPEC §4: the conditions under which an unrequested network shows UnsupportedChain. */
  function shouldShowUnsupported(id: CaipNetworkId): boolean {
    const { enableNetworkSwitch, allowUnsupportedChain, basic } = ctx.options.state
    return !isRequested(id) && enableNetworkSwitch && !allowUnsupportedChain && !basic
  }

  /** Remembers the network and opens UnsupportedChain over whatever is showing. */
  function showUnsupported(id: CaipNetworkId) {
    state.unsupportedCaipNetworkId = id
    void ctx.modal.open({ view: 'UnsupportedChain' })
  }

  function markActive(network: CaipNetwork) {
    const before = ctx.chain.state.activeCaipNetwork?.caipNetworkId
    ctx.chain.setActiveCaipNetwork(network)
    ctx.storage.set(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, network.caipNetworkId)
    // The activity list, its cursor and the send form's tokens belong to the network they were
    // fetched on, whoever moved it (the app or the wallet).
    if (before !== network.caipNetworkId) {
      ctx.transactions.reset()
      ctx.send.reset()
    }
  }

  return {
    state,
    /** SPEC §4 Switching network, in actions/switchNetwork. */
    switchNetwork: (network: CaipNetwork | CaipNetworkId) =>
      withLateControllers((late) => late.switchNetwork(ctx, { network })),
    isRequested,
    shouldShowUnsupported,
    showUnsupported,

    setUnsupportedCaipNetworkId(id: CaipNetworkId | undefined) {
      state.unsupportedCaipNetworkId = id
    },

    /** Makes a network and its namespace active and remembers it; no wallet call. */
    markActive,

    /** Makes a namespace active on its current network (opening the modal for a namespace). */
    /** Another namespace becomes the active one (actions/switchActiveNamespace, on demand). */
    switchActiveNamespace: (namespace: ChainNamespace) =>
      withLateControllers((late) => late.switchActiveNamespace(ctx, namespace)),

    applyWalletChain(namespace: ChainNamespace, id: CaipNetworkId, activate = true) {
      const network = ctx.chain.findNetwork(id)
      if (network) {
        state.unsupportedCaipNetworkId = undefined
        if (activate || namespace === ctx.chain.state.activeNamespace) return markActive(network)
        return ctx.chain.setNetwork(network)
      }
      if (shouldShowUnsupported(id)) showUnsupported(id)
      else state.unsupportedCaipNetworkId = id
    },

    /** SPEC §5: needs the namespace's adapter; a network already there is left as is. */
    addNetwork(network: CaipNetwork) {
      const { chainNamespace } = parseCaipNetworkId(network?.caipNetworkId)
      if (!ctx.adapters.get(chainNamespace)) throw latchkeyError('ADAPTER_NOT_FOUND')
      const chain = ctx.chain.getChain(chainNamespace)
      if (!chain || chain.caipNetworks.some((n) => n.caipNetworkId === network.caipNetworkId))
        return
      ctx.chain.setNetworks(chainNamespace, [...chain.caipNetworks, network])
    },

    /** SPEC §5: needs the adapter and the network, and never removes a namespace's last one. */
    removeNetwork(caipNetworkId: CaipNetworkId) {
      const { chainNamespace } = parseCaipNetworkId(caipNetworkId)
      if (!ctx.adapters.get(chainNamespace)) throw latchkeyError('ADAPTER_NOT_FOUND')
      const chain = ctx.chain.getChain(chainNamespace)
      const remaining = chain?.caipNetworks.filter((n) => n.caipNetworkId !== caipNetworkId) ?? []
      if (!chain || remaining.length === chain.caipNetworks.length) {
        ctx.alert.showOnce(NETWORK_NOT_FOUND_ALERT)
        throw latchkeyError('NETWORK_NOT_FOUND')
      }
      if (remaining.length === 0) throw invalidInput('caipNetworkId', caipNetworkId, 'not the last')
      ctx.chain.setNetworks(chainNamespace, remaining)
      if (chain.caipNetwork?.caipNetworkId === caipNetworkId && remaining[0])
        ctx.chain.setNetwork(remaining[0])
    },
  }
}

export type NetworkController = ReturnType<typeof createNetworkController>
