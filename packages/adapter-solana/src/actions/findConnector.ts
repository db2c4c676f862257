import type { SolanaConnector } from '../connectors/SolanaConnector'
import { invalidInput } from '../errors/invalidInput'
import type { AdapterContext } from './AdapterContext'

/** The connector of `connectorId`, else the connected one; an unknown id is bad input. */
export function findConnector(context: AdapterContext, connectorId?: string): SolanaConnector {
  const id = connectorId ?? context.active?.connector.id
  const connector = id === undefined ? undefined : context.connectors.get(id)
  if (!connector) throw invalidInput('connectorId', connectorId, 'a discovered Solana wallet')
  return connector
}

/** The connected wallet and address, when `connectorId` (if given) is that wallet. */
export function requireActive(context: AdapterContext, connectorId?: string) {
  const active = context.active
  if (!active || (connectorId !== undefined && connectorId !== active.connector.id))
    throw invalidInput('connectorId', connectorId, 'the connected Solana wallet')
  return active
}
