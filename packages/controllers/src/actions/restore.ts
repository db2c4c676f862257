import type { ChainNamespace, ConnectionStatus } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'
import { withLateControllers } from '../core/loadLateControllers'
import { STORAGE_KEYS } from '../core/storageKeys'

export type RestoreReturnType = undefined

type RestoreContext = Pick<
  CoreContext,
  'adapters' | 'balance' | 'chain' | 'connection' | 'connectors' | 'names' | 'network' | 'storage'
>

/**
 * SPEC §4 Connection status, at start-up. A first visit (nothing stored) settles here; a
 * stored session reconnects in restoreStoredSession, which loads with the on-demand controllers.
 */
export async function restore(ctx: RestoreContext): Promise<RestoreReturnType> {
  ctx.connectors.restoreActiveConnectorIds()
  const storedNamespace = restoreActiveNetwork(ctx)
  const stored = ctx.storage.get<ConnectionStatus>(STORAGE_KEYS.CONNECTION_STATUS)
  if (stored !== 'connected') {
    ctx.storage.remove(STORAGE_KEYS.ADDRESS_CACHE)
    // A first visit stores nothing: the state starts 'disconnected' and storage stays untouched.
    if (stored !== undefined) ctx.connection.setStatus('disconnected')
    return
  }
  ctx.connection.setStatus('connecting')
  await withLateControllers((late) => late.restoreStoredSession(ctx, storedNamespace))
}

/** Makes the stored active network current again; returns its namespace. */
function restoreActiveNetwork(ctx: RestoreContext): ChainNamespace | undefined {
  const id = ctx.storage.get<string>(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)
  const network = id ? ctx.chain.findNetwork(id) : undefined
  if (network) ctx.chain.setActiveCaipNetwork(network)
  return network?.chainNamespace
}
