const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',')

/**
 * The elements Tab stops at inside a container, in document order. A named radio group is one
 * stop, as browsers make it: its checked radio, else its first.
 */
export function tabbableIn(container: ParentNode): HTMLElement[] {
  const all = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert],[aria-hidden="true"]'),
  )
  const radios = all.filter(isNamedRadio)
  return all.filter((el) => {
    if (!isNamedRadio(el)) return true
    const group = radios.filter((other) => other.name === el.name)
    return el === (group.find((other) => other.checked) ?? group[0])
  })
}

const isNamedRadio = (el: Element): el is HTMLInputElement =>
  el instanceof HTMLInputElement && el.type === 'radio' && el.name !== ''

/** The focused element, looking through open shadow roots down to the innermost one. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/** The focused element in the same tree as `node`: the shadow root's, not the document's host. */
export function activeElementNear(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot
  return 'activeElement' in root ? root.activeElement : null
}
