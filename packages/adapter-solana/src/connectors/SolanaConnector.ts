import type { KitConnector, KitConnectorSource } from '@latchkey/adapter-kit'
import type { SolanaSigner } from './SolanaSigner'

/** A connector as the adapter keeps it: the controllers' shape plus the way to reach the wallet. */
export type SolanaConnector = KitConnector<SolanaSigner>

/** Finds connectors and reports them (core's item source). */
export type ConnectorSource = KitConnectorSource<SolanaSigner>
