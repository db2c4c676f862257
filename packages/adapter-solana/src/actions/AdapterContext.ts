import type { ChainAdapterEvents } from '@latchkey/controllers'
import type { CaipNetwork, Clock, TtlCache } from '@latchkey/core'
import type { Connection } from '@solana/web3.js'
import type { ConnectorList } from '../connectors/connectorList'
import type { SolanaConnector } from '../connectors/SolanaConnector'

/** The wallet the adapter is connected through, the account it uses and the network it is on. */
export interface ActiveWallet {
  readonly connector: SolanaConnector
  address: string
  caipNetwork: CaipNetwork | undefined
  readonly stopWatching: () => void
}

/** What every action of the adapter works on; built once by solanaAdapter(). */
export interface AdapterContext {
  readonly connectors: ConnectorList
  /** The one connection, if any; actions replace it whole. */
  active: ActiveWallet | undefined
  readonly emit: <E extends keyof ChainAdapterEvents>(
    event: E,
    payload: ChainAdapterEvents[E],
  ) => void
  /** The RPC connection of a network (the host's URL for it, else the network's own), made lazily. */
  connection(caipNetwork: CaipNetwork): Promise<Connection>
  /** SOL balances in lamports by `caipNetworkId:address`, kept NATIVE_BALANCE_CACHE_MS. */
  readonly lamports: TtlCache<bigint>
  readonly clock: Clock
  /** How long syncConnection waits for a remembered wallet to register itself. */
  readonly discoveryTimeoutMs: number
  /** How long a send waits for its transaction to be confirmed. */
  readonly confirmTimeoutMs: number
}
