import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { motionCss } from '../motion/motionCss'
import { baseCss } from '../styles/baseCss'
import { adoptSheets, constructSheet } from '../styles/constructSheet'
import { modalBaseCss } from '../styles/modalBaseCss'
import { canDefineElements } from './canDefineElements'
import { getModalRenderer, onModalRenderer } from './modalRenderer'

export const MODAL_TAG = 'appkit-modal'

/** The <appkit-modal> element: an open shadow root that React renders into. */
export interface AppKitModalElement extends HTMLElement {
  readonly root: ShadowRoot
  /** Renders a node instead of the shared modal renderer. */
  render(node: ReactNode): void
}

export { canDefineElements }

/**
 * Defines <appkit-modal> on first call in a browser and returns its class; never at import time,
 * so importing the package on a server touches no DOM global.
 */
export function defineModalElement(): CustomElementConstructor | undefined {
  if (!canDefineElements()) return undefined
  const existing = customElements.get(MODAL_TAG)
  if (existing) return existing

  class ModalElement extends HTMLElement implements AppKitModalElement {
    readonly root: ShadowRoot
    #container: HTMLDivElement
    #react: Root | undefined
    #own: ReactNode | undefined
    #hasOwn = false
    #stopListening: (() => void) | undefined
    #pendingUnmount = false

    constructor() {
      super()
      this.root = this.attachShadow({ mode: 'open' })
      adoptSheets(this.root, [
        constructSheet(baseCss),
        constructSheet(modalBaseCss),
        constructSheet(motionCss),
      ])
      this.#container = document.createElement('div')
      this.#container.className = 'lk-mount'
      this.root.append(this.#container)
    }

    connectedCallback() {
      this.#pendingUnmount = false
      this.#stopListening ??= onModalRenderer(() => this.#draw())
      this.#draw()
    }

    disconnectedCallback() {
      this.#stopListening?.()
      this.#stopListening = undefined
      // Deferred: a move to another parent disconnects and reconnects in one task.
      this.#pendingUnmount = true
      queueMicrotask(() => {
        if (!this.#pendingUnmount) return
        this.#react?.unmount()
        this.#react = undefined
      })
    }

    render(node: ReactNode) {
      this.#own = node
      this.#hasOwn = true
      this.#draw()
    }

    #draw() {
      if (!this.isConnected) return
      const node = this.#hasOwn ? this.#own : getModalRenderer()?.(this.root)
      if (node === undefined && !this.#react) return
      this.#react ??= createRoot(this.#container)
      this.#react.render(node ?? null)
    }
  }

  customElements.define(MODAL_TAG, ModalElement)
  return ModalElement
}
