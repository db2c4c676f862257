import { watchConnectionStatus } from '../controllers/ConnectionController'
import * as Theme from '../controllers/ThemeController'
import type { AppKitOptions } from '../options/AppKitOptions'
import type { Config } from './Config'
import { createConfig } from './createConfig'

export { STORAGE_PREFIX } from './createConfig'

/**
 * One instance's config (createConfig), checked and watching: a bad theme fails inside
 * createAppKit, as the host called it, and connection status is derived from then on.
 */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const buildContext = (function buildContext(options: AppKitOptions): Config {
  const config = createConfig(options)
  Theme.state(config)
  // SPEC §4: connection status is derived from what is in flight and what the accounts say.
  watchConnectionStatus(config)
  return config
})
