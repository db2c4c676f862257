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
import type { Config } from '../core/Config'
import { withLateControllers } from '../core/loadLateControllers'
import { slice } from '../core/store'
import * as Chain from './ChainController'
import * as Modal from './ModalController'
import * as Options from './OptionsController'
import * as Router from './RouterController'
import * as Send from './SendController'
import * as Transactions from './TransactionsController'

export interface NetworkState {
  /** A wallet sits on this network, which the app did not request. */
  unsupportedCaipNetworkId: CaipNetworkId | undefined
}

/** What switching network reaches: actions/switchNetwork's context. */
type SwitchContext = Config

/** Switching, adding and removing networks (SPEC §4, §5): the store's `network` slice. */
export function state(config: Pick<Config, 'store'>): NetworkState {
  return slice(config.store, 'network', () => ({ unsupportedCaipNetworkId: undefined }))
}

/** SPEC §4 Switching network, in actions/switchNetwork. */
export function switchNetwork(
  config: SwitchContext,
  network: CaipNetwork | CaipNetworkId,
): Promise<undefined> {
  return withLateControllers((late) => late.switchNetwork(config, { network }))
}

export function isRequested(config: Config, id: CaipNetworkId): boolean {
  const { chainNamespace } = parseCaipNetworkId(id)
  return Chain.getChain(config, chainNamespace)?.requestedCaipNetworkIds.includes(id) ?? false
}

/** SPEC §4: the conditions under which an unrequested network shows UnsupportedChain. */
export function shouldShowUnsupported(config: Config, id: CaipNetworkId): boolean {
  const { enableNetworkSwitch, allowUnsupportedChain, basic } = Options.state(config)
  return !isRequested(config, id) && enableNetworkSwitch && !allowUnsupportedChain && !basic
}

/** Remembers the network and opens UnsupportedChain over whatever is showing. */
export function showUnsupported(config: Config, id: CaipNetworkId) {
  state(config).unsupportedCaipNetworkId = id
  void Modal.open(config, { view: 'UnsupportedChain' })
}

export function setUnsupportedCaipNetworkId(
  config: Pick<Config, 'store'>,
  id: CaipNetworkId | undefined,
) {
  state(config).unsupportedCaipNetworkId = id
}

/** Makes a network and its namespace active and remembers it; no wallet call. */
export function markActive(config: Config, network: CaipNetwork) {
  const before = Chain.state(config).activeCaipNetwork?.caipNetworkId
  Chain.setActiveCaipNetwork(config, network)
  // The activity list, its cursor and the send form's tokens belong to the network they were
  // fetched on, whoever moved it (the app or the wallet).
  if (before !== network.caipNetworkId) {
    Transactions.reset(config)
    Send.reset(config)
  }
}

/** Another namespace becomes the active one (actions/switchActiveNamespace, on demand). */
export function switchActiveNamespace(config: Config, namespace: ChainNamespace): Promise<void> {
  return withLateControllers((late) => late.switchActiveNamespace(config, namespace))
}

export function applyWalletChain(
  config: Config,
  namespace: ChainNamespace,
  id: CaipNetworkId,
  activate = true,
) {
  const network = Chain.findNetwork(config, id)
  if (network) {
    state(config).unsupportedCaipNetworkId = undefined
    // SPEC §4: back on an allowed network, the UnsupportedChain view has nothing left to ask.
    if (Modal.state(config).open && Router.state(config).view === 'UnsupportedChain')
      Modal.close(config)
    if (activate || namespace === Chain.state(config).activeNamespace)
      return markActive(config, network)
    return Chain.setNetwork(config, network)
  }
  if (shouldShowUnsupported(config, id)) showUnsupported(config, id)
  else state(config).unsupportedCaipNetworkId = id
}

/** SPEC §5, for the host's calls that come before this controller's chunk (chain/editNetworks). */
export function addNetwork(config: Config, network: CaipNetwork): void {
  addToNetworks(config, network)
}

export function removeNetwork(config: Config, caipNetworkId: CaipNetworkId): void {
  removeFromNetworks(config, caipNetworkId)
}
