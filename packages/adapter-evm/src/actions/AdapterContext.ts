import type { Clock, TtlCache } from '@latchkey/core'
import type { LazyPublicClients } from '../clients/createLazyPublicClients'
import type { ConnectorRegistry } from '../connectors/createConnectorRegistry'
import type { Session } from '../session/createSession'

/** What every action of the adapter works on; made once, on the first action (runtime/). */
export interface AdapterContext {
  readonly registry: ConnectorRegistry
  readonly session: Session
  readonly publicClients: LazyPublicClients
  /** Native balances in wei by `chainId:address`, kept NATIVE_BALANCE_CACHE_MS. */
  readonly nativeBalances: TtlCache<bigint>
  /** Reads under way, so parallel callers share one request. */
  readonly pendingBalances: Map<string, Promise<bigint>>
  readonly isUsdtStyle: (chainId: number, address: string) => boolean
  readonly clock: Clock
  /** How long syncConnection waits for a remembered wallet to announce itself. */
  readonly discoveryTimeoutMs: number
  /** Simulate contract writes with eth_call before the wallet prompts. */
  readonly simulateWrites: boolean
}
