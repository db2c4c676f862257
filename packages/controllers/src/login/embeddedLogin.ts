import { type LatchkeyError, latchkeyError } from '@latchkey/core'
import * as Connectors from '../controllers/ConnectorController'
import type { Config } from '../core/Config'
import { type EmbeddedAuthProvider, isEmbeddedAuthProvider } from '../embedded/EmbeddedHost'

export type EmbeddedLoginContext = Config

/** No embedded wallet to log in with (SPEC §8). */
export type NoAuthConnectorError = LatchkeyError & { code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND' }

/** The embedded wallet's AUTH connector and its provider, or 'Address or auth connector not found'. */
export function embeddedLogin(ctx: EmbeddedLoginContext): {
  provider: EmbeddedAuthProvider
  connectorId: string
} {
  const connector = Connectors.getAuthConnector(ctx)
  if (!connector || !isEmbeddedAuthProvider(connector.provider))
    throw latchkeyError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  return { provider: connector.provider, connectorId: connector.id }
}
