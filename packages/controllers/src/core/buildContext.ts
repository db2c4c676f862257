import { watchConnectionStatus } from '../controllers/ConnectionController'
import * as Theme from '../controllers/ThemeController'
import { detectEnvironment } from '../environment/Environment'
import type { AppKitOptions } from '../options/AppKitOptions'
import { createAdapterRegistry } from './AdapterRegistry'
import type { CoreContext } from './CoreContext'
import { createConfig } from './createConfig'

export { STORAGE_PREFIX } from './createConfig'

// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
const lazy = (function lazy<K extends keyof CoreContext>(
  ctx: CoreContext,
  key: K,
  make: () => CoreContext[K],
) {
  let value: CoreContext[K] | undefined
  Object.defineProperty(ctx, key, {
    enumerable: true,
    get: () => {
      value ??= make()
      return value
    },
  })
})

/** Builds one instance's config over its one store; no adapter is bound and nothing starts yet. */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const buildContext = (function buildContext(options: AppKitOptions): CoreContext {
  const config = createConfig(options)
  const ctx = {
    store: config.store,
    hostOptions: options,
    clock: config.clock,
    storage: config.storage,
    logger: config.logger,
    adapters: createAdapterRegistry(),
  } as CoreContext
  // Detected on first use: its user-agent regular expressions cost more than the rest together.
  if (options.environment) ctx.environment = options.environment
  else lazy(ctx, 'environment', detectEnvironment)
  // A bad themeMode or theme variable fails inside createAppKit, as the host called it.
  Theme.state(ctx)
  // SPEC §4: connection status is derived from what is in flight and what the accounts say.
  watchConnectionStatus(ctx)
  return ctx
})
