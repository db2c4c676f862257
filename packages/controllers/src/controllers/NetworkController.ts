import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  parseCaipNetworkId,
} from '@latchkey/core'
import {
  addNetwork as addToNetworks,
  removeNetwork as removeFromNetworks,
} from '../chain/editNetworks'
import type { CoreContext } from '../core/CoreContext'
import type { Rest } from '../core/instanceData'
import { withLateControllers } from '../core/loadLateControllers'
import { slice } from '../core/store'

export interface NetworkState {
  /** A wallet sits on this network, which the app did not request. */
  unsupportedCaipNetworkId: CaipNetworkId | undefined
}

/** What switching network reaches: actions/switchNetwork's context. */
type SwitchContext = Pick<
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
>

/** Switching, adding and removing networks (SPEC §4, §5): the store's `network` slice. */
export function state(config: Pick<CoreContext, 'store'>): NetworkState {
  return slice(config.store, 'network', () => ({ unsupportedCaipNetworkId: undefined }))
}

/** SPEC §4 Switching network, in actions/switchNetwork. */
export function switchNetwork(
  config: SwitchContext,
  network: CaipNetwork | CaipNetworkId,
): Promise<undefined> {
  return withLateControllers((late) => late.switchNetwork(config, { network }))
}

export function isRequested(config: Pick<CoreContext, 'chain'>, id: CaipNetworkId): boolean {
  const { chainNamespace } = parseCaipNetworkId(id)
  return config.chain.getChain(chainNamespace)?.requestedCaipNetworkIds.includes(id) ?? false
}

/** SPEC §4: the conditions under which an unrequested network shows UnsupportedChain. */
export function shouldShowUnsupported(
  config: Pick<CoreContext, 'chain' | 'options'>,
  id: CaipNetworkId,
): boolean {
  const { enableNetworkSwitch, allowUnsupportedChain, basic } = config.options.state
  return !isRequested(config, id) && enableNetworkSwitch && !allowUnsupportedChain && !basic
}

/** Remembers the network and opens UnsupportedChain over whatever is showing. */
export function showUnsupported(config: Pick<CoreContext, 'modal' | 'store'>, id: CaipNetworkId) {
  state(config).unsupportedCaipNetworkId = id
  void config.modal.open({ view: 'UnsupportedChain' })
}

export function setUnsupportedCaipNetworkId(
  config: Pick<CoreContext, 'store'>,
  id: CaipNetworkId | undefined,
) {
  state(config).unsupportedCaipNetworkId = id
}

/** Makes a network and its namespace active and remembers it; no wallet call. */
export function markActive(
  config: Pick<CoreContext, 'chain' | 'send' | 'transactions'>,
  network: CaipNetwork,
) {
  const before = config.chain.state.activeCaipNetwork?.caipNetworkId
  config.chain.setActiveCaipNetwork(network)
  // The activity list, its cursor and the send form's tokens belong to the network they were
  // fetched on, whoever moved it (the app or the wallet).
  if (before !== network.caipNetworkId) {
    config.transactions.reset()
    config.send.reset()
  }
}

/** Another namespace becomes the active one (actions/switchActiveNamespace, on demand). */
export function switchActiveNamespace(
  config: Pick<CoreContext, 'adapters' | 'chain' | 'connectors' | 'network'>,
  namespace: ChainNamespace,
): Promise<void> {
  return withLateControllers((late) => late.switchActiveNamespace(config, namespace))
}

export function applyWalletChain(
  config: Pick<CoreContext, 'chain' | 'modal' | 'options' | 'send' | 'store' | 'transactions'>,
  namespace: ChainNamespace,
  id: CaipNetworkId,
  activate = true,
) {
  const network = config.chain.findNetwork(id)
  if (network) {
    state(config).unsupportedCaipNetworkId = undefined
    if (activate || namespace === config.chain.state.activeNamespace)
      return markActive(config, network)
    return config.chain.setNetwork(network)
  }
  if (shouldShowUnsupported(config, id)) showUnsupported(config, id)
  else state(config).unsupportedCaipNetworkId = id
}

/** SPEC §5, for the host's calls that come before this controller's chunk (chain/editNetworks). */
export function addNetwork(
  config: Pick<CoreContext, 'adapters' | 'alert' | 'chain'>,
  network: CaipNetwork,
): void {
  addToNetworks(config, network)
}

export function removeNetwork(
  config: Pick<CoreContext, 'adapters' | 'alert' | 'chain'>,
  caipNetworkId: CaipNetworkId,
): void {
  removeFromNetworks(config, caipNetworkId)
}

/** Facade over this module's functions until the call sites move (issue 34 stage 2). */
export function createNetworkController(ctx: SwitchContext) {
  return {
    get state() {
      return state(ctx)
    },
    switchNetwork: (...args: Rest<typeof switchNetwork>) => switchNetwork(ctx, ...args),
    isRequested: (...args: Rest<typeof isRequested>) => isRequested(ctx, ...args),
    shouldShowUnsupported: (...args: Rest<typeof shouldShowUnsupported>) =>
      shouldShowUnsupported(ctx, ...args),
    showUnsupported: (...args: Rest<typeof showUnsupported>) => showUnsupported(ctx, ...args),
    setUnsupportedCaipNetworkId: (...args: Rest<typeof setUnsupportedCaipNetworkId>) =>
      setUnsupportedCaipNetworkId(ctx, ...args),
    markActive: (...args: Rest<typeof markActive>) => markActive(ctx, ...args),
    switchActiveNamespace: (...args: Rest<typeof switchActiveNamespace>) =>
      switchActiveNamespace(ctx, ...args),
    applyWalletChain: (...args: Rest<typeof applyWalletChain>) => applyWalletChain(ctx, ...args),
    addNetwork: (...args: Rest<typeof addNetwork>) => addNetwork(ctx, ...args),
    removeNetwork: (...args: Rest<typeof removeNetwork>) => removeNetwork(ctx, ...args),
  }
}

export type NetworkController = ReturnType<typeof createNetworkController>
