import { type Clock, createBrowserStorage, type KeyValueStorage, systemClock } from '@latchkey/core'
import { resolveOptions, validateOptions } from '../controllers/OptionsController'
import type { AppKitOptions } from '../options/AppKitOptions'
import type { Logger } from './CoreContext'
import { createStore, type Store } from './store'

/** Where the browser's storage keeps our values: `latchkey:store` (persistence/). */
export const STORAGE_PREFIX = 'latchkey:'

/** One instance's resolved options, its one store and what it runs on (as wagmi's config). */
export interface Config {
  /** The host's options, as given. */
  readonly options: AppKitOptions
  /** One valtio store: a slice per concern (core/store); `store.options` is resolved here. */
  readonly store: Store
  readonly clock: Clock
  readonly storage: KeyValueStorage
  /** Where collected failures are logged (SPEC §4 disconnect); console by default. */
  readonly logger: Logger
}

/**
 * Refuses option sets SPEC §5 forbids (before anything is created), resolves the options once
 * with the §9 defaults into the store's options slice, and picks clock, storage and logger.
 * Touches no storage and starts nothing.
 */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const createConfig = (function createConfig(options: AppKitOptions): Config {
  validateOptions(options)
  const store = createStore()
  store.options = resolveOptions(options)
  return {
    options,
    store,
    clock: options.clock ?? systemClock,
    storage: options.storage ?? createBrowserStorage(STORAGE_PREFIX),
    logger: options.logger ?? console,
  }
})
