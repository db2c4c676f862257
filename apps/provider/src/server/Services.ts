import type { BalanceReader } from '../balances/BalanceReader'
import type { ChainRegistry } from '../chains/ChainRegistry'
import type { ProviderConfig } from '../config/configSchema'
import type { Database } from '../db/Database'
import type { RateLimiter } from '../http/TokenBucketLimiter'
import type { NameDirectory } from '../names/NameDirectory'
import type { NameRegistry } from '../names/NameRegistry'
import type { OnRampService } from '../onramp/OnRampService'
import type { PriceSource } from '../prices/PriceSource'
import type { Project, ProjectStore } from '../projects/ProjectStore'
import type { ImageCatalogue } from '../registry/ImageCatalogue'
import type { WalletRegistry } from '../registry/WalletRegistry'
import type { SwapRegistry } from '../swaps/SwapRegistry'
import type { Logger } from './Logger'

/** Everything a route needs, built once per app. */
export interface Services {
  config: ProviderConfig
  db: Database
  logger: Logger
  projects: ProjectStore
  chains: ChainRegistry
  wallets: WalletRegistry
  images: ImageCatalogue
  limiter: RateLimiter | undefined
  balances: BalanceReader
  names: NameDirectory
  /** Registration and suggestions of the name service (SPEC §4, §7). */
  nameRegistry: NameRegistry
  /** The chains the convert routes swap on (SPEC §7, §9). */
  swaps: SwapRegistry
  /** USD prices of tokens: feeds, pools, else configured (src/prices). */
  prices: PriceSource
  /** The on-ramp partners, their quotes and purchases (SPEC §7, §9). */
  onramp: OnRampService
}

/** Hono environment: the guard puts the checked project on the context. */
export type AppEnv = { Variables: { project: Project } }
