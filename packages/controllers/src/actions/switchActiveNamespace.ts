import { type ChainNamespace, latchkeyError } from '@latchkey/core'
import { syncSwitchedNamespace } from '../connection/syncSwitchedNamespace'
import type { CoreContext } from '../core/CoreContext'

/**
 * Makes another namespace the active one (an open with a namespace): its network becomes the
 * active one and its shared session re-reads it (SPEC §4 Switching network).
 */
export async function switchActiveNamespace(
  ctx: Pick<CoreContext, 'adapters' | 'chain' | 'connectors' | 'network'>,
  namespace: ChainNamespace,
): Promise<void> {
  const network = ctx.chain.getChain(namespace)?.caipNetwork
  if (!network) throw latchkeyError('ADAPTER_NOT_FOUND')
  ctx.chain.setIsSwitchingNamespace(true)
  try {
    ctx.network.markActive(network)
    await syncSwitchedNamespace(ctx, namespace)
  } finally {
    ctx.chain.setIsSwitchingNamespace(false)
  }
}
