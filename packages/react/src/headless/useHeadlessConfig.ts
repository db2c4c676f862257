import { appKitInstance, type Config } from '@latchkey/controllers'
import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => appKitInstance.subscribe(onChange)
const read = () => appKitInstance.get<{ controllers: Config }>()?.controllers
const none = () => undefined

/**
 * The page's instance config (createAppKitCore or createAppKit made it): undefined on the server
 * and before one exists. Reads the controllers' holder only, so no modal code comes with it.
 */
export function useHeadlessConfig(): Config | undefined {
  return useSyncExternalStore(subscribe, read, none)
}
