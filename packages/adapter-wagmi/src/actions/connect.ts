import type { AdapterConnection, AdapterConnectParams } from '@latchkey/controllers'
import { latchkeyError, throwWalletError } from '@latchkey/core'
import { connect as wagmiConnect } from '@wagmi/core'
import { currentConnection, settled, toAdapterConnection } from '../connection/currentConnection'
import { findConnector } from '../connection/findConnector'
import type { AdapterContext } from './AdapterContext'

export type ConnectParameters = AdapterConnectParams
export type ConnectReturnType = AdapterConnection

/**
 * wagmi's connect through the chosen connector, so wagmi's hooks see the modal's connection.
 * The wallet stays on its chain (SPEC §4: the switch is a step of its own). When wagmi already
 * holds a connection of that connector (the app made it), it is that one.
 */
export async function connect(
  { config, own }: AdapterContext,
  { connectorId }: ConnectParameters,
): Promise<ConnectReturnType> {
  const connector = findConnector(config, connectorId)
  await settled(config)
  const existing = currentConnection(config)
  if (existing?.connector.uid === connector.uid) return toAdapterConnection(existing)
  try {
    await own(() => wagmiConnect(config, { connector }))
  } catch (error) {
    throwWalletError(error)
  }
  const connection = currentConnection(config)
  if (!connection) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
  return toAdapterConnection(connection)
}
