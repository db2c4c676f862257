import { type AppKitModalElement, defineModalElement, MODAL_TAG } from './defineModalElement'
import { type ModalRenderer, setModalRenderer } from './modalRenderer'

// Only elements this module appended are removed again; host-placed ones stay, emptied.
const appended = new WeakSet<Element>()

export interface MountModalOptions {
  /** The host places <appkit-modal> in its own markup; nothing is appended to body (SPEC §1). */
  disableAppend?: boolean
  /** Embedded mode: the modal lives inside the host's layout, placed by the host. */
  embedded?: boolean
}

/**
 * Draws the modal with `renderer` in every <appkit-modal> on the page, appending one to
 * document.body when there is none and appending is allowed. Returns the element, if any.
 */
export function mountModal(
  renderer: ModalRenderer,
  options: MountModalOptions = {},
): AppKitModalElement | undefined {
  if (!defineModalElement()) return undefined
  setModalRenderer(renderer)
  const existing = document.querySelector<AppKitModalElement>(MODAL_TAG)
  if (existing) return existing
  if (options.disableAppend || options.embedded) return undefined
  const element = document.createElement(MODAL_TAG) as AppKitModalElement
  appended.add(element)
  document.body.append(element)
  return element
}

/** Forgets the renderer, emptying every <appkit-modal>, and removes the one it appended. */
export function unmountModal(): void {
  setModalRenderer(undefined)
  if (typeof document === 'undefined') return
  for (const element of document.querySelectorAll(MODAL_TAG))
    if (appended.has(element)) element.remove()
}
