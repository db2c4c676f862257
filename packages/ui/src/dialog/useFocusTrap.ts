import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import { activeElementNear, deepActiveElement, tabbableIn } from './focusable'

/**
 * While active: moves focus into the container, keeps Tab and Shift+Tab cycling inside it
 * (reading focus through shadowRoot.activeElement, since document.activeElement only sees the
 * host), pulls focus back if it escapes, and on release returns focus to where it was.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  const previous = useRef<HTMLElement | null>(null)

  // Before paint, so the first key press already lands inside.
  useLayoutEffect(() => {
    const node = container.current
    if (!active || !node) return
    previous.current = deepActiveElement(document) as HTMLElement | null
    focusFirst(node)
  }, [active, container])

  // Passive on purpose: React restores the pre-commit focus after mutations, which would undo
  // a focus return made in a layout cleanup.
  useEffect(() => {
    const node = container.current
    if (!active || !node) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') cycle(node, event)
    }
    // Focus that lands outside (a click on the page, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (!event.composedPath().includes(node)) focusFirst(node)
    }
    node.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      // The listeners go first, or returning focus would count as an escape.
      node.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      const target = previous.current
      previous.current = null
      if (target?.isConnected && typeof target.focus === 'function') target.focus()
    }
  }, [active, container])
}

function cycle(node: HTMLElement, event: KeyboardEvent): void {
  const items = tabbableIn(node)
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) {
    event.preventDefault()
    node.focus()
    return
  }
  const current = activeElementNear(node)
  const inside = current !== null && node.contains(current)
  if (event.shiftKey && (!inside || current === first || current === node)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (!inside || current === last)) {
    event.preventDefault()
    first.focus()
  }
}

/** Focus goes to [data-autofocus], else the first tabbable element, else the container. */
export function focusFirst(node: HTMLElement): void {
  const preferred = node.querySelector<HTMLElement>('[data-autofocus]')
  const target = preferred ?? tabbableIn(node)[0] ?? node
  target.focus()
}
