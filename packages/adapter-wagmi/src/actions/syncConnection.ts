import type { AdapterConnection, AdapterSyncParams } from '@latchkey/adapter-kit'
import { reconnect } from '@wagmi/core'
import { currentConnection, settled, toAdapterConnection } from '../connection/currentConnection'
import { hydrated } from '../connection/hydrated'
import type { AdapterContext } from './AdapterContext'

export type SyncConnectionParameters = AdapterSyncParams
export type SyncConnectionReturnType = AdapterConnection | undefined

/**
 * SPEC §4 restore through wagmi's own reconnect (the one WagmiProvider runs on mount: whichever
 * starts first does it, the other waits for it), so both restore the same connection.
 */
export async function syncConnection(
  { config, own }: AdapterContext,
  _parameters: SyncConnectionParameters,
): Promise<SyncConnectionReturnType> {
  // An SSR config restores when WagmiProvider mounts; a later restore arrives as `connected`.
  if (!(await hydrated(config))) return undefined
  await settled(config)
  if (!currentConnection(config)) {
    await own(() => reconnect(config))
    await settled(config)
  }
  const connection = currentConnection(config)
  // wagmi's connection, whichever connector holds it: the app and the modal share one.
  return connection ? toAdapterConnection(connection) : undefined
}
