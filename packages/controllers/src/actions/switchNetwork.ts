import {
  type CaipNetwork,
  type CaipNetworkId,
  type LatchkeyError,
  latchkeyError,
} from '@latchkey/core'
import { syncSwitchedNamespace } from '../connection/syncSwitchedNamespace'
import * as Balance from '../controllers/BalanceController'
import * as Chain from '../controllers/ChainController'
import * as Connectors from '../controllers/ConnectorController'
import * as Events from '../controllers/EventsController'
import * as Modal from '../controllers/ModalController'
import * as Names from '../controllers/NamesController'
import * as Network from '../controllers/NetworkController'
import * as Options from '../controllers/OptionsController'
import * as Router from '../controllers/RouterController'
import * as Send from '../controllers/SendController'
import type { Config } from '../core/Config'

export interface SwitchNetworkParameters {
  /** A requested network, or its CAIP-2 id. */
  network: CaipNetwork | CaipNetworkId
}

export type SwitchNetworkReturnType = undefined

/**
 * 'Network not found' (an unknown network, or one the app did not request: UnsupportedChain is
 * shown too), 'Adapter not found' (SPEC §8), or what the wallet raised.
 */
export type SwitchNetworkErrorType =
  | (LatchkeyError & { code: 'NETWORK_NOT_FOUND' | 'ADAPTER_NOT_FOUND' })
  | Error

/** SPEC §4 Switching network; the wallet's own switch is its adapter's. */
export async function switchNetwork(
  ctx: Config,
  parameters: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const network =
    typeof parameters.network === 'string'
      ? Chain.findNetwork(ctx, parameters.network)
      : parameters.network
  if (!network) throw latchkeyError('NETWORK_NOT_FOUND')
  const namespace = network.chainNamespace
  const adapter = ctx.adapters.get(namespace)
  if (!adapter) throw latchkeyError('ADAPTER_NOT_FOUND')
  if (Network.shouldShowUnsupported(ctx, network.caipNetworkId)) {
    Network.showUnsupported(ctx, network.caipNetworkId)
    // The caller learns it changed nothing, instead of a promise that resolves (issue 33).
    throw latchkeyError('NETWORK_NOT_FOUND')
  }

  const namespaceChanged = namespace !== Chain.state(ctx).activeNamespace
  if (namespaceChanged) Chain.setIsSwitchingNamespace(ctx, true)
  try {
    const connectorId = Connectors.state(ctx).activeConnectorIds[namespace]
    if (Chain.isConnected(ctx, namespace))
      await adapter.switchNetwork({ caipNetwork: network, ...(connectorId ? { connectorId } : {}) })
    Network.markActive(ctx, network)
    Send.reset(ctx)
    Network.setUnsupportedCaipNetworkId(ctx, undefined)
    if (namespaceChanged) await syncSwitchedNamespace(ctx, namespace)
  } finally {
    Chain.setIsSwitchingNamespace(ctx, false)
  }
  Events.send(ctx, 'SWITCH_NETWORK', { network: network.caipNetworkId })
  if (Chain.isConnected(ctx, namespace)) {
    void Balance.fetchNativeBalance(ctx, namespace)
    // The profile is the (account, network)'s own (SPEC §7: none on testnets).
    void Names.fetchProfile(ctx, namespace)
  }
  // A namespace with no account yet: the open modal leads to connecting it, not to an empty
  // Account view (issue 23); its connect view says why when the wallet cannot.
  else if (namespaceChanged && (Modal.state(ctx).open || Options.state(ctx).enableEmbedded))
    Router.reset(ctx, Modal.firstView(ctx))
}
