import type { ChainAdapterEvents } from '@latchkey/adapter-kit'
import type { Emitter, TtlCache } from '@latchkey/core'
import type { Config } from '@wagmi/core'
import type { ModalAsk } from '../connectors/modalAsk'

/** What every action of the adapter works on; built once by the WagmiAdapter. */
export interface AdapterContext {
  readonly config: Config
  readonly emitter: Emitter<ChainAdapterEvents>
  /** Native balances in wei by `chainId:address`, kept NATIVE_BALANCE_CACHE_MS (SPEC §9). */
  readonly nativeBalances: TtlCache<bigint>
  /**
   * Runs a connect, restore or disconnect of the modal's own: the connection changes it makes
   * are the modal's, not reported back to it as made outside (the `connected` event).
   */
  own<T>(run: () => Promise<T>): Promise<T>
  /** The app's own connects waiting on the modal, by connector id (connectors/modalAsk). */
  readonly asks: Map<string, ModalAsk>
}
