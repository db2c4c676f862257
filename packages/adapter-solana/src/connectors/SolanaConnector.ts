import type { Connector } from '@latchkey/controllers'
import type { SolanaSigner } from './SolanaSigner'

/** A connector as the adapter keeps it: the controllers' shape plus the way to reach the wallet. */
export interface SolanaConnector extends Omit<Connector, 'chain' | 'provider'> {
  readonly signer: SolanaSigner
}

/** Finds connectors and reports them; `publish` replaces this source's list. */
export interface ConnectorSource {
  readonly id: string
  start(publish: (connectors: SolanaConnector[]) => void): () => void
}
