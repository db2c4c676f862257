import { lazyModule } from '@latchkey/core'
import { useEffect, useState } from 'react'

export type ButtonParts = typeof import('./buttonParts')

/**
 * The buttons' images and spinner, loaded once: createAppKit starts it with the modal (at idle
 * after load), a button that needs them sooner starts it then. A failed load is tried again.
 */
const parts = lazyModule<ButtonParts>(() => import('./buttonParts'))

export const loadButtonParts = parts.load

/** The parts once loaded (at once when they already are); undefined until then. */
export function useButtonParts(): ButtonParts | undefined {
  const [loaded, setLoaded] = useState(parts.loaded)
  useEffect(() => {
    if (loaded) return
    let live = true
    parts.load().then(
      (module) => live && setLoaded(module),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [loaded])
  return loaded
}
