import type { ChainNamespace } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'

export interface ResetNamespaceParameters {
  namespace: ChainNamespace
}

export type ResetNamespaceReturnType = undefined

/**
 * SPEC §4 Disconnect: a namespace no wallet holds any more; the user's disconnect, the wallet's
 * own and a failed start-up sync all end here.
 */
export function resetNamespace(
  ctx: Pick<CoreContext, 'chain' | 'connectors'>,
  { namespace }: ResetNamespaceParameters,
): ResetNamespaceReturnType {
  ctx.chain.resetAccount(namespace)
  ctx.chain.resetNetwork(namespace)
  ctx.connectors.removeActiveConnectorId(namespace)
}
