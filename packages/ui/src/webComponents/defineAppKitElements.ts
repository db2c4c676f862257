import { CHAIN_NAMESPACES, type ChainNamespace } from '@latchkey/core'
import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { canDefineElements } from '../element/canDefineElements'
import { baseCss } from '../styles/baseCss'
import { adoptSheets, constructSheet } from '../styles/constructSheet'
import { HostButton, type HostButtonAttributes, type HostButtonKind } from './HostButton'

/** The page-facing elements for hosts without React, by tag. */
export const APPKIT_ELEMENT_TAGS: Readonly<Record<string, HostButtonKind>> = Object.freeze({
  'appkit-button': 'appkit',
  'appkit-connect-button': 'connect',
  'appkit-account-button': 'account',
  'appkit-network-button': 'network',
})

function elementClass(kind: HostButtonKind): CustomElementConstructor {
  return class extends HTMLElement {
    static observedAttributes = [
      'label',
      'loadinglabel',
      'size',
      'disabled',
      'balance',
      'namespace',
    ]
    #root: ShadowRoot
    #react: Root | undefined

    constructor() {
      super()
      this.#root = this.attachShadow({ mode: 'open' })
      adoptSheets(this.#root, [constructSheet(baseCss)])
    }

    connectedCallback() {
      this.#react ??= createRoot(this.#root)
      this.#draw()
    }

    attributeChangedCallback() {
      this.#draw()
    }

    disconnectedCallback() {
      const react = this.#react
      this.#react = undefined
      queueMicrotask(() => react?.unmount())
    }

    #draw() {
      this.#react?.render(
        createElement(HostButton, { kind, root: this.#root, ...readAttributes(this) }),
      )
    }
  }
}

/** The field's attributes (HTML lower-cases `loadingLabel`); a bad value is the default. */
function readAttributes(element: HTMLElement): HostButtonAttributes {
  const read = (name: string) => element.getAttribute(name) ?? undefined
  const disabled = read('disabled')
  const namespace = read('namespace')
  return {
    label: read('label'),
    loadingLabel: read('loadinglabel'),
    size: read('size') === 'sm' ? 'sm' : 'md',
    // A boolean attribute: present means disabled, except the field's explicit "false".
    disabled: disabled !== undefined && disabled !== 'false',
    balance: read('balance') === 'hide' ? 'hide' : 'show',
    namespace: CHAIN_NAMESPACES.includes(namespace as ChainNamespace)
      ? (namespace as ChainNamespace)
      : undefined,
  }
}

/**
 * Defines <appkit-button>, <appkit-connect-button>, <appkit-account-button> and
 * <appkit-network-button> (browser only; a no-op on the server and when already defined).
 * createAppKit calls it in the browser; hosts may call it earlier.
 */
// biome-ignore format: in parentheses, V8 compiles it while the script loads (issue 13)
export const defineAppKitElements = (function defineAppKitElements(): void {
  if (!canDefineElements()) return
  for (const [tag, kind] of Object.entries(APPKIT_ELEMENT_TAGS))
    if (!customElements.get(tag)) customElements.define(tag, elementClass(kind))
})
