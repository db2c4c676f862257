import type { ReactNode } from 'react'

/** Draws the modal into one element's shadow root. */
export type ModalRenderer = (root: ShadowRoot) => ReactNode

/** Something that draws the modal: createAppKit's renderer, set once it exists. */
let current: ModalRenderer | undefined
const listeners = new Set<(renderer: ModalRenderer | undefined) => void>()

export function getModalRenderer(): ModalRenderer | undefined {
  return current
}

/** Sets the renderer; every connected <appkit-modal> redraws with it. */
export function setModalRenderer(renderer: ModalRenderer | undefined): void {
  current = renderer
  for (const listener of listeners) listener(renderer)
}

export function onModalRenderer(listener: (renderer: ModalRenderer | undefined) => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
