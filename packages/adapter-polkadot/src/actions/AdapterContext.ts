import type { CaipNetwork, Clock, TtlCache } from '@latchkey/core'
import type { ApiPool } from '../api/createApiPool'
import type { ConnectorList } from '../connectors/createConnectorList'
import type { Session } from '../session/createSession'

/** What every action of the adapter works on; built once by polkadotAdapter(). */
export interface AdapterContext {
  readonly connectors: ConnectorList
  readonly session: Session
  readonly apis: ApiPool
  /** Account balances by `caipNetworkId:address`, kept NATIVE_BALANCE_CACHE_MS (SPEC §9). */
  readonly balances: TtlCache<AccountBalances>
  readonly clock: Clock
  /** The name extensions show when they ask the visitor (the app's metadata name). */
  appName(): string
  /** The app's polkadot networks. */
  networks(): readonly CaipNetwork[]
}

/** An account's balances in planck. */
export interface AccountBalances {
  free: bigint
  reserved: bigint
  /** What the account may move: free minus what locks and freezes hold beyond the reserve. */
  transferable: bigint
}
