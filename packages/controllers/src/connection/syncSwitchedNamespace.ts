import type { ChainNamespace } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'

/** SPEC §4 Switching network: once another namespace is active, its shared session re-reads it. */
export async function syncSwitchedNamespace(
  ctx: Pick<CoreContext, 'adapters' | 'chain' | 'connectors'>,
  namespace: ChainNamespace,
): Promise<void> {
  const connector = ctx.connectors.getActiveConnector(namespace)
  const adapter = ctx.adapters.get(namespace)
  if (!connector || !adapter) return
  if (connector.type !== 'AUTH' && connector.type !== 'WALLET_CONNECT') return
  const result = await adapter.syncConnection({
    connectorId: connector.id,
    caipNetwork: ctx.chain.getChain(namespace)?.caipNetwork,
  })
  if (result) ctx.chain.setAddress(namespace, result.address)
}
