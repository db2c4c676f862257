import type { BitcoinConnector } from '../connectors/BitcoinSigner'
import { invalidInput } from '../errors/invalidInput'
import type { ActiveWallet, AdapterContext } from './AdapterContext'

/** The connector of `connectorId`, else the connected one; an unknown id is bad input. */
export function findConnector(context: AdapterContext, connectorId?: string): BitcoinConnector {
  const id = connectorId ?? context.active?.connector.id
  const connector = id === undefined ? undefined : context.connectors.get(id)
  if (!connector) throw invalidInput('connectorId', connectorId, 'a discovered Bitcoin wallet')
  return connector
}

/** The connected wallet, when `connectorId` (if given) is that wallet. */
export function requireActive(context: AdapterContext, connectorId?: string): ActiveWallet {
  const active = context.active
  if (!active || (connectorId !== undefined && connectorId !== active.connector.id))
    throw invalidInput('connectorId', connectorId, 'the connected Bitcoin wallet')
  return active
}
