import type { CaipNetworkId, SiwxSession } from '@latchkey/core'

/** Where a SIWX config keeps sessions: the browser, the host's server, the provider. */
export interface SiwxStorage {
  /** Keeps a signed session; a storage that verifies rejects a session it refuses. */
  add(session: SiwxSession): Promise<void>
  /** Replaces every session with these. */
  set(sessions: SiwxSession[]): Promise<void>
  get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  delete(chainId: CaipNetworkId, address: string): Promise<void>
}
