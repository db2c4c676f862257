import { invalidInput, latchkeyError } from '@latchkey/core'
import type { EvmConnector } from '../connectors/EvmConnector'
import type { Eip1193Provider } from '../provider/Eip1193Provider'
import type { AdapterContext } from './AdapterContext'

/** A connector by id, starting discovery first so a connect before syncConnectors still works. */
export function findConnector(context: AdapterContext, connectorId: string): EvmConnector {
  context.registry.start()
  const connector = context.registry.get(connectorId)
  if (!connector) throw invalidInput('connectorId', connectorId, 'a discovered connector id')
  return connector
}

/** The provider of the connected wallet, or of the named connector when another is given. */
export async function resolveProvider(
  context: AdapterContext,
  connectorId?: string,
): Promise<Eip1193Provider> {
  const current = context.session.current()
  if (current && (connectorId === undefined || connectorId === current.connector.id))
    return current.provider
  if (connectorId === undefined) throw latchkeyError('NO_ACTIVE_CAIP_ADDRESS')
  return findConnector(context, connectorId).getProvider()
}
