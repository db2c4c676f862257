import type { ChainAdapterEvents } from '@latchkey/controllers'
import type { CaipNetwork, Clock, Emitter, TtlCache } from '@latchkey/core'
import type { BitcoinAccount, BitcoinConnector } from '../connectors/BitcoinSigner'
import type { ConnectorList } from '../connectors/connectorList'
import type { EsploraClient } from '../esplora/esploraClient'

/** The wallet the adapter is connected through, its accounts and the one the site uses. */
export interface ActiveWallet {
  readonly connector: BitcoinConnector
  accounts: BitcoinAccount[]
  /** The account in use: the payment one unless the visitor chose the ordinals one (§3). */
  address: string
  caipNetwork: CaipNetwork | undefined
  readonly stopWatching: () => void
}

/** What every action of the adapter works on; built once by bitcoinAdapter(). */
export interface AdapterContext {
  readonly connectors: ConnectorList
  /** The one connection, if any; actions replace it whole. */
  active: ActiveWallet | undefined
  readonly emitter: Emitter<ChainAdapterEvents>
  /** The Esplora API of a network (the host's URL for it, else the network's own). */
  esplora(caipNetwork: CaipNetwork): EsploraClient
  /** Balances in satoshis by `caipNetworkId:address`, kept NATIVE_BALANCE_CACHE_MS (§9). */
  readonly sats: TtlCache<bigint>
  readonly clock: Clock
  /** How long syncConnection waits for a remembered wallet to register itself. */
  readonly discoveryTimeoutMs: number
  /** The confirmation target (blocks) whose fee estimate a send pays. */
  readonly feeTarget: number
}
