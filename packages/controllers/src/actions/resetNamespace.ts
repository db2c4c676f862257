import type { ChainNamespace } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Connectors from '../controllers/ConnectorController'
import type { Config } from '../core/Config'

export interface ResetNamespaceParameters {
  namespace: ChainNamespace
}

export type ResetNamespaceReturnType = undefined

/**
 * SPEC §4 Disconnect: a namespace no wallet holds any more; the user's disconnect, the wallet's
 * own and a failed start-up sync all end here.
 */
export function resetNamespace(
  ctx: Config,
  { namespace }: ResetNamespaceParameters,
): ResetNamespaceReturnType {
  Chain.resetAccount(ctx, namespace)
  Chain.resetNetwork(ctx, namespace)
  Connectors.removeActiveConnectorId(ctx, namespace)
}
