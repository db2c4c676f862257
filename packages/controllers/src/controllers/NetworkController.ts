import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  parseCaipNetworkId,
} from '@latchkey/core'
import { addNetwork, removeNetwork } from '../chain/editNetworks'
import type { CoreContext } from '../core/CoreContext'
import { withLateControllers } from '../core/loadLateControllers'
import { slice } from '../core/store'

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
    | 'store'
    | 'transactions'
  >,
) {
  const state = slice(ctx.store, 'network', () => ({ unsupportedCaipNetworkId: undefined }))

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

    /** SPEC §5, for the host's calls that come before this controller's chunk (chain/editNetworks). */
    addNetwork: (network: CaipNetwork) => addNetwork(ctx, network),
    removeNetwork: (caipNetworkId: CaipNetworkId) => removeNetwork(ctx, caipNetworkId),
  }
}

export type NetworkController = ReturnType<typeof createNetworkController>
