import { useSyncExternalStore } from 'react'
import { getCurrentAppKit, onCurrentAppKit } from '../appkit/currentAppKit'

/** The createAppKit instance, re-rendering when it appears (elements may come first). */
export function useCurrentAppKit() {
  return useSyncExternalStore(onCurrentAppKit, getCurrentAppKit, () => undefined)
}
