import { type AppKit, getCurrentAppKit, onCurrentAppKit } from '@latchkey/ui'
import { useSyncExternalStore } from 'react'

const none = () => undefined

/** The createAppKit instance (undefined on the server and before creation). */
export function useAppKitInstance(): AppKit | undefined {
  return useSyncExternalStore(onCurrentAppKit, getCurrentAppKit, none)
}
