import type { AnalyticsClient, BlockchainApiClient } from '@latchkey/core'
import type { WalletRegistryClient } from '../walletList/WalletRegistryClient'

/** The public surface of a class, so an in-memory fake can stand in for it. */
type PublicOf<T> = { [K in keyof T]: T[K] }

/** The blockchain API; `clearCaches` is optional, as a client without caches has none to clear. */
export type BlockchainApi = Omit<PublicOf<BlockchainApiClient>, 'clearCaches'> &
  Partial<Pick<BlockchainApiClient, 'clearCaches'>>
/** Analytics; `flush` (send the queued events now) is optional, as a client may not queue. */
export type Analytics = Pick<PublicOf<AnalyticsClient>, 'sendEvent' | 'setEnabled'> &
  Partial<Pick<AnalyticsClient, 'flush'>>

/** The provider clients, built on first use so that creating the core starts no request. */
export interface Services {
  api(): BlockchainApi | undefined
  analytics(): Analytics | undefined
  walletRegistry(): WalletRegistryClient | undefined
}
