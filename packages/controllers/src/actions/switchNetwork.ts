import {
  type CaipNetwork,
  type CaipNetworkId,
  type LatchkeyError,
  latchkeyError,
} from '@latchkey/core'
import { syncSwitchedNamespace } from '../connection/syncSwitchedNamespace'
import type { CoreContext } from '../core/CoreContext'

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
  ctx: Pick<
    CoreContext,
    | 'adapters'
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
  >,
  parameters: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const network =
    typeof parameters.network === 'string'
      ? ctx.chain.findNetwork(parameters.network)
      : parameters.network
  if (!network) throw latchkeyError('NETWORK_NOT_FOUND')
  const namespace = network.chainNamespace
  const adapter = ctx.adapters.get(namespace)
  if (!adapter) throw latchkeyError('ADAPTER_NOT_FOUND')
  if (ctx.network.shouldShowUnsupported(network.caipNetworkId)) {
    ctx.network.showUnsupported(network.caipNetworkId)
    // The caller learns it changed nothing, instead of a promise that resolves (issue 33).
    throw latchkeyError('NETWORK_NOT_FOUND')
  }

  const namespaceChanged = namespace !== ctx.chain.state.activeNamespace
  if (namespaceChanged) ctx.chain.setIsSwitchingNamespace(true)
  try {
    const connectorId = ctx.connectors.state.activeConnectorIds[namespace]
    if (ctx.chain.isConnected(namespace))
      await adapter.switchNetwork({ caipNetwork: network, ...(connectorId ? { connectorId } : {}) })
    ctx.network.markActive(network)
    ctx.send.reset()
    ctx.network.setUnsupportedCaipNetworkId(undefined)
    if (namespaceChanged) await syncSwitchedNamespace(ctx, namespace)
  } finally {
    ctx.chain.setIsSwitchingNamespace(false)
  }
  ctx.events.send('SWITCH_NETWORK', { network: network.caipNetworkId })
  if (ctx.chain.isConnected(namespace)) {
    void ctx.balance.fetchNativeBalance(namespace)
    // The profile is the (account, network)'s own (SPEC §7: none on testnets).
    void ctx.names.fetchProfile(namespace)
  }
  // A namespace with no account yet: the open modal leads to connecting it, not to an empty
  // Account view (issue 23); its connect view says why when the wallet cannot.
  else if (namespaceChanged && (ctx.modal.state.open || ctx.options.state.enableEmbedded))
    ctx.router.reset(ctx.modal.firstView())
}
