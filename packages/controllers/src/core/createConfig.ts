import { createBrowserStorage, systemClock } from '@latchkey/core'
import { resolveOptions, validateOptions } from '../controllers/OptionsController'
import { detectEnvironment } from '../environment/Environment'
import type { AppKitOptions } from '../options/AppKitOptions'
import { createAdapterRegistry } from './AdapterRegistry'
import type { Config } from './Config'
import { createStore } from './store'

/** Where the browser's storage keeps our values: `latchkey:store` (persistence/). */
export const STORAGE_PREFIX = 'latchkey:'

/**
 * Refuses option sets SPEC §5 forbids (before anything is created), resolves the options once
 * with the §9 defaults into the store's options slice, and picks clock, storage and logger.
 * Touches no storage and starts nothing (as wagmi's createConfig).
 */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const createConfig = (function createConfig(options: AppKitOptions): Config {
  validateOptions(options)
  const store = createStore()
  store.options = resolveOptions(options)
  const config = {
    hostOptions: options,
    store,
    clock: options.clock ?? systemClock,
    storage: options.storage ?? createBrowserStorage(STORAGE_PREFIX),
    logger: options.logger ?? console,
    adapters: createAdapterRegistry(),
  } as Config
  // Detected on first use: its user-agent regular expressions cost more than the rest together.
  if (options.environment) config.environment = options.environment
  else {
    let environment: Config['environment'] | undefined
    Object.defineProperty(config, 'environment', {
      enumerable: true,
      get: () => {
        environment ??= detectEnvironment()
        return environment
      },
    })
  }
  return config
})
