import type { Connector } from '@latchkey/controllers'
import type { ItemSource } from '@latchkey/core'
import type { SolanaSigner } from './SolanaSigner'

/** A connector as the adapter keeps it: the controllers' shape plus the way to reach the wallet. */
export interface SolanaConnector extends Omit<Connector, 'chain' | 'provider'> {
  readonly signer: SolanaSigner
}

/** Finds connectors and reports them (core's item source). */
export type ConnectorSource = ItemSource<SolanaConnector>
