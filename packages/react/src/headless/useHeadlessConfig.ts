import type { Config } from '@latchkey/controllers'
import { getInstanceConfig, subscribeInstance } from '@latchkey/controllers/headless'
import { useSyncExternalStore } from 'react'

const none = () => undefined

/**
 * The page's instance config (createAppKitCore or createAppKit made it): undefined on the server
 * and before one exists. Reads the instance holder only, so no modal code comes with it.
 */
export function useHeadlessConfig(): Config | undefined {
  return useSyncExternalStore(subscribeInstance, getInstanceConfig, none)
}
