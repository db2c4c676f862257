import type { AdapterConnection } from '@latchkey/adapter-kit'
import type { ChainNamespace } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Connectors from '../controllers/ConnectorController'
import type { Config } from '../core/Config'

/**
 * The first other namespace a WalletConnect session holds, for a wallet that approved none of
 * the namespace it was connected through (a Solana-only wallet answering a proposal that starts
 * with eip155). Undefined for other connectors, or when the session holds no other namespace.
 */
export async function siblingConnection(
  ctx: Config,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<{ namespace: ChainNamespace; result: AdapterConnection } | undefined> {
  const connector = Connectors.getConnector(ctx, connectorId, namespace)
  if (connector?.type !== 'WALLET_CONNECT') return undefined
  for (const ns of connector.chains ?? []) {
    const adapter = ns === namespace ? undefined : ctx.adapters.get(ns)
    const result = await adapter
      ?.syncConnection({ connectorId, caipNetwork: Chain.getChain(ctx, ns)?.caipNetwork })
      .catch(() => undefined)
    if (result) return { namespace: ns, result }
  }
  return undefined
}
