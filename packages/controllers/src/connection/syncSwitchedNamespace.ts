import type { ChainNamespace } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Connectors from '../controllers/ConnectorController'
import type { Config } from '../core/Config'

/** SPEC §4 Switching network: once another namespace is active, its shared session re-reads it. */
export async function syncSwitchedNamespace(ctx: Config, namespace: ChainNamespace): Promise<void> {
  const connector = Connectors.getActiveConnector(ctx, namespace)
  const adapter = ctx.adapters.get(namespace)
  if (!connector || !adapter) return
  if (connector.type !== 'AUTH' && connector.type !== 'WALLET_CONNECT') return
  const result = await adapter.syncConnection({
    connectorId: connector.id,
    caipNetwork: Chain.getChain(ctx, namespace)?.caipNetwork,
  })
  if (result) Chain.setAddress(ctx, namespace, result.address)
}
