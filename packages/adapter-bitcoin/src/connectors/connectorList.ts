import { createSourceList, type SourceList } from '@latchkey/core'
import type { BitcoinConnector, ConnectorSource } from './BitcoinSigner'

/** What every source found, merged in source order (core's source list). */
export type ConnectorList = SourceList<BitcoinConnector>

export function createConnectorList(initial: readonly ConnectorSource[]): ConnectorList {
  return createSourceList(initial)
}
