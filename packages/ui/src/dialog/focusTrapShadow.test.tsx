import { act } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { Dialog } from './Dialog'

function tab(from: Element, shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', {
    key: 'Tab',
    shiftKey,
    bubbles: true,
    composed: true,
    cancelable: true,
  })
  from.dispatchEvent(event)
  return event.defaultPrevented
}

describe('focus trap inside a shadow root', () => {
  let host: HTMLElement

  afterEach(() => host.remove())

  function mountInShadow() {
    host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const container = document.createElement('div')
    shadow.append(container)
    const root = createRoot(container)
    act(() =>
      root.render(
        <Dialog labelledBy="t" open onClose={() => {}}>
          <h2 id="t">Title</h2>
          <button type="button">A</button>
          <button type="button">B</button>
          <button type="button">C</button>
        </Dialog>,
      ),
    )
    const [a, b, c] = [...shadow.querySelectorAll('button')] as HTMLButtonElement[]
    return { shadow, a: a!, b: b!, c: c! }
  }

  it('reads focus from shadowRoot.activeElement, where document.activeElement is the host', () => {
    const { shadow, a } = mountInShadow()
    expect(shadow.activeElement).toBe(a)
    expect(document.activeElement).toBe(host)
  })

  it('lets Tab through in the middle and wraps at both ends', () => {
    const { shadow, a, b, c } = mountInShadow()
    act(() => b.focus())
    // Inside the shadow root the middle button is not an end: the browser moves focus, not us.
    expect(tab(b)).toBe(false)
    expect(shadow.activeElement).toBe(b)
    act(() => c.focus())
    expect(tab(c)).toBe(true)
    expect(shadow.activeElement).toBe(a)
    expect(tab(a, true)).toBe(true)
    expect(shadow.activeElement).toBe(c)
  })
})
