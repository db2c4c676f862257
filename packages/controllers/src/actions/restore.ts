import type { ChainNamespace, ConnectionStatus, KeyValueStorage } from '@latchkey/core'
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
  if (!hasStoredSession(ctx.storage)) {
    ctx.storage.remove(STORAGE_KEYS.ADDRESS_CACHE)
    // A first visit stores nothing: the state starts 'disconnected' and storage stays untouched.
    if (stored !== undefined) ctx.connection.setStatus('disconnected')
    return
  }
  ctx.connection.setStatus('connecting')
  await withLateControllers((late) => late.restoreStoredSession(ctx, storedNamespace))
}

/**
 * Whether start-up has a session to sync: stored 'connected', or a reload while another wallet
 * was still connecting ('connecting') over connections that already stood (their connector ids
 * are stored only once a connection is applied, and removed when it ends).
 */
export function hasStoredSession(storage: Pick<KeyValueStorage, 'get'>): boolean {
  const status = storage.get<ConnectionStatus>(STORAGE_KEYS.CONNECTION_STATUS)
  if (status === 'connected') return true
  if (status !== 'connecting') return false
  const ids = storage.get<Record<string, unknown>>(STORAGE_KEYS.ACTIVE_CONNECTOR_IDS)
  return typeof ids === 'object' && ids !== null && Object.values(ids).some(Boolean)
}

/** Makes the stored active network current again; returns its namespace. */
function restoreActiveNetwork(ctx: RestoreContext): ChainNamespace | undefined {
  const id = ctx.storage.get<string>(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)
  const network = id ? ctx.chain.findNetwork(id) : undefined
  if (network) ctx.chain.setActiveCaipNetwork(network)
  return network?.chainNamespace
}
