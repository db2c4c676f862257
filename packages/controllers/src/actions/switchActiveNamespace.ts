import { type ChainNamespace, latchkeyError } from '@latchkey/core'
import { syncSwitchedNamespace } from '../connection/syncSwitchedNamespace'
import * as Chain from '../controllers/ChainController'
import * as Network from '../controllers/NetworkController'
import type { Config } from '../core/Config'

/**
 * Makes another namespace the active one (an open with a namespace): its network becomes the
 * active one and its shared session re-reads it (SPEC §4 Switching network).
 */
export async function switchActiveNamespace(ctx: Config, namespace: ChainNamespace): Promise<void> {
  const network = Chain.getChain(ctx, namespace)?.caipNetwork
  if (!network) throw latchkeyError('ADAPTER_NOT_FOUND')
  Chain.setIsSwitchingNamespace(ctx, true)
  try {
    Network.markActive(ctx, network)
    await syncSwitchedNamespace(ctx, namespace)
  } finally {
    Chain.setIsSwitchingNamespace(ctx, false)
  }
}
