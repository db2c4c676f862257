import { invalidInput } from '@latchkey/core'
import type { Config, Connector } from '@wagmi/core'

/** The wagmi connector with that id; an unknown id is bad input ('Unknown error' with details). */
export function findConnector(config: Config, connectorId: string): Connector {
  const connector = config.connectors.find((c) => c.id === connectorId)
  if (!connector) throw invalidInput('connectorId', connectorId)
  return connector
}

/** The connector an action goes through: the one named, else wagmi's current one. */
export function connectorFor(
  config: Config,
  connectorId: string | undefined,
): Connector | undefined {
  if (connectorId !== undefined) return findConnector(config, connectorId)
  const { current, connections } = config.state
  return current ? connections.get(current)?.connector : undefined
}
