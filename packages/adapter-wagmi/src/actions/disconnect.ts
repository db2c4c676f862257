import { disconnect as wagmiDisconnect } from '@wagmi/core'
import { connectorFor } from '../connection/findConnector'
import type { AdapterContext } from './AdapterContext'

export interface DisconnectParameters {
  connectorId?: string
}

/** wagmi's disconnect, so its hooks and its storage forget the connection as the modal does. */
export async function disconnect(
  { config, own }: AdapterContext,
  { connectorId }: DisconnectParameters,
): Promise<void> {
  const connector = connectorFor(config, connectorId)
  if (!connector) return
  await own(() => wagmiDisconnect(config, { connector }))
}
