import type { Clock, KeyValueStorage } from '@latchkey/core'
import type { Environment } from '../environment/Environment'
import type { AppKitOptions } from '../options/AppKitOptions'
import type { AdapterRegistry } from './AdapterRegistry'
import type { Store } from './store'

export type Logger = Pick<Console, 'error' | 'warn'>

/**
 * One instance's config: its one store and what it runs on. Every action and every controller
 * function takes it first (`Router.push(config, 'Account')`) and reads or writes its slice of the
 * store; nothing here is a controller, and nothing throws until a chunk is loaded.
 */
export interface Config {
  /** The one store (createConfig): each controller's state is its slice of it. */
  store: Store
  /** The host's options as given (createAppKit); `store.options` holds them resolved. */
  hostOptions: AppKitOptions
  clock: Clock
  storage: KeyValueStorage
  environment: Environment
  /** Where collected failures are logged (SPEC §4 disconnect); console by default. */
  logger: Logger
  adapters: AdapterRegistry
}
