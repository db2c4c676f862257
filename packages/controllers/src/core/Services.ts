import type { AnalyticsClient, BlockchainApiClient } from '@latchkey/core'
import type { WalletRegistryClient } from '../walletList/WalletRegistryClient'

/** The public surface of a class, so an in-memory fake can stand in for it. */
type PublicOf<T> = { [K in keyof T]: T[K] }

export type BlockchainApi = PublicOf<BlockchainApiClient>
export type Analytics = Pick<PublicOf<AnalyticsClient>, 'sendEvent' | 'setEnabled'>

/** The provider clients, built on first use so that creating the core starts no request. */
export interface Services {
  api(): BlockchainApi | undefined
  analytics(): Analytics | undefined
  walletRegistry(): WalletRegistryClient | undefined
}
