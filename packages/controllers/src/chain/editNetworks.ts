import {
  type CaipNetwork,
  type CaipNetworkId,
  parseCaipNetworkId,
  startupError,
} from '@latchkey/core'
import * as Alert from '../controllers/AlertController'
import * as Chain from '../controllers/ChainController'
import type { Config } from '../core/Config'
import { invalidInput } from '../errors/invalidInput'

type EditContext = Config

/** SPEC §5 `addNetwork`: needs the namespace's adapter; a network already there is left as is. */
export function addNetwork(ctx: EditContext, network: CaipNetwork): void {
  const { chainNamespace } = parseCaipNetworkId(network?.caipNetworkId)
  if (!ctx.adapters.get(chainNamespace)) throw startupError('ADAPTER_NOT_FOUND')
  const chain = Chain.getChain(ctx, chainNamespace)
  if (!chain || chain.caipNetworks.some((n) => n.caipNetworkId === network.caipNetworkId)) return
  Chain.setNetworks(ctx, chainNamespace, [...chain.caipNetworks, network])
}

/** SPEC §5 `removeNetwork`: needs the adapter and the network, and never removes the last one. */
export function removeNetwork(ctx: EditContext, caipNetworkId: CaipNetworkId): void {
  const { chainNamespace } = parseCaipNetworkId(caipNetworkId)
  if (!ctx.adapters.get(chainNamespace)) throw startupError('ADAPTER_NOT_FOUND')
  const chain = Chain.getChain(ctx, chainNamespace)
  const remaining = chain?.caipNetworks.filter((n) => n.caipNetworkId !== caipNetworkId) ?? []
  if (!chain || remaining.length === chain.caipNetworks.length) {
    Alert.showOnce(ctx, { code: 'NETWORK_NOT_FOUND' })
    throw startupError('NETWORK_NOT_FOUND')
  }
  if (remaining.length === 0) throw invalidInput('caipNetworkId', caipNetworkId, 'not the last')
  Chain.setNetworks(ctx, chainNamespace, remaining)
  if (chain.caipNetwork?.caipNetworkId === caipNetworkId && remaining[0])
    Chain.setNetwork(ctx, remaining[0])
}
