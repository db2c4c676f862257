import { createSourceList, type SourceList } from '@latchkey/core'
import type { ConnectorSource, SolanaConnector } from './SolanaConnector'

/** What every source found, merged in source order (core's source list). */
export type ConnectorList = SourceList<SolanaConnector>

export function createConnectorList(initial: readonly ConnectorSource[]): ConnectorList {
  return createSourceList(initial)
}
