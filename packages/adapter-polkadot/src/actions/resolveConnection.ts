import { latchkeyError } from '@latchkey/core'
import type { PolkadotConnector } from '../connectors/PolkadotConnector'
import { invalidInput } from '../errors/invalidInput'
import type { ActiveConnection } from '../session/createSession'
import type { AdapterContext } from './AdapterContext'

export function findConnector(context: AdapterContext, connectorId: string): PolkadotConnector {
  const connector = context.connectors.get(connectorId)
  if (!connector) throw invalidInput('connectorId', connectorId, 'a discovered connector id')
  return connector
}

/** The connected wallet, when it is the named connector (or none is named). */
export function resolveConnection(context: AdapterContext, connectorId?: string): ActiveConnection {
  const current = context.session.current()
  if (!current || (connectorId !== undefined && connectorId !== current.connector.id))
    throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
  return current
}
