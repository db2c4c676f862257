import { useEffect, useState } from 'react'

export type ButtonParts = typeof import('./buttonParts')

let parts: ButtonParts | undefined
let loading: Promise<ButtonParts> | undefined

/**
 * Loads the buttons' images and spinner once; createAppKit starts it with the modal (at idle
 * after load), a button that needs them sooner starts it then. A failed load is tried again.
 */
export function loadButtonParts(): Promise<ButtonParts> {
  loading ??= import('./buttonParts').then(
    (loaded) => {
      parts = loaded
      return loaded
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The parts once loaded (at once when they already are); undefined until then. */
export function useButtonParts(): ButtonParts | undefined {
  const [loaded, setLoaded] = useState(parts)
  useEffect(() => {
    if (loaded) return
    let live = true
    loadButtonParts().then(
      (module) => live && setLoaded(module),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [loaded])
  return loaded
}
