import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from '../components/Button/Button'
import { buttonCss } from '../components/Button/buttonCss'
import { LOCALES } from '../i18n/locales'
import { baseCss } from '../styles/baseCss'
import { constructSheet } from '../styles/constructSheet'
import { type AppKitModalElement, defineModalElement, MODAL_TAG } from './defineModalElement'
import { ModalShell } from './ModalShell'
import { mountModal, unmountModal } from './mountModal'

function sheetTexts(root: ShadowRoot): string {
  return root.adoptedStyleSheets
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n')
}

afterEach(() => act(() => unmountModal()))

describe('<appkit-modal>', () => {
  it('is appended to body and renders React into an open shadow root', async () => {
    let element: AppKitModalElement | undefined
    act(() => {
      element = mountModal((root) => (
        <ModalShell
          root={root}
          tables={LOCALES}
          themeMode="dark"
          themeVariables={{ '--lk-accent': '#ff0000' }}
        >
          <Button>Connect</Button>
        </ModalShell>
      ))
    })
    expect(element?.parentElement).toBe(document.body)
    expect(element?.tagName.toLowerCase()).toBe(MODAL_TAG)
    const shadow = element!.shadowRoot!
    expect(shadow).toBe(element!.root)
    expect(shadow.mode).toBe('open')
    await waitFor(() => expect(shadow.querySelector('button')?.textContent).toBe('Connect'))
    // Nothing leaks into the light DOM.
    expect(element!.children).toHaveLength(0)
    expect(document.querySelector('button')).toBeNull()
  })

  it('styles only through adoptedStyleSheets: base, motion, theme and component sheets', async () => {
    let element: AppKitModalElement | undefined
    act(() => {
      element = mountModal((root) => (
        <ModalShell
          root={root}
          tables={LOCALES}
          themeMode="dark"
          themeVariables={{ '--lk-accent': '#ff0000' }}
        >
          <Button>Connect</Button>
        </ModalShell>
      ))
    })
    const shadow = element!.shadowRoot!
    await waitFor(() => expect(shadow.adoptedStyleSheets).toContain(constructSheet(buttonCss)))
    expect(shadow.adoptedStyleSheets).toContain(constructSheet(baseCss))
    const css = sheetTexts(shadow)
    expect(css).toContain('--lk-color-accent: #ff0000')
    expect(css).toContain('--lk-color-background: #17191f')
    expect(css).toContain('--lk-duration-modal: 150ms')
    expect(shadow.querySelector('style')).toBeNull()
    expect(shadow.querySelector('[style]')).toBeNull()
    expect(document.head.querySelector('style')).toBeNull()
  })

  it('rewrites the theme sheet in place when the theme changes', async () => {
    let element: AppKitModalElement | undefined
    let mode: 'light' | 'dark' = 'light'
    const draw = (root: ShadowRoot) => <ModalShell root={root} tables={LOCALES} themeMode={mode} />
    act(() => {
      element = mountModal(draw)
    })
    const shadow = element!.shadowRoot!
    await waitFor(() => expect(sheetTexts(shadow)).toContain('#ffffff'))
    const count = shadow.adoptedStyleSheets.length
    mode = 'dark'
    act(() => {
      mountModal(draw)
    })
    await waitFor(() => expect(sheetTexts(shadow)).toContain('--lk-color-background: #17191f'))
    expect(shadow.adoptedStyleSheets).toHaveLength(count)
  })

  it('with disableAppend or embedded, appends nothing and draws into a host-placed element', async () => {
    act(() => {
      mountModal(() => <p>inside</p>, { disableAppend: true })
    })
    expect(document.querySelector(MODAL_TAG)).toBeNull()
    expect(mountModal(() => <p>inside</p>, { embedded: true })).toBeUndefined()
    expect(document.querySelector(MODAL_TAG)).toBeNull()

    const slot = document.createElement('section')
    document.body.append(slot)
    const placed = document.createElement(MODAL_TAG) as AppKitModalElement
    act(() => slot.append(placed))
    await waitFor(() => expect(placed.shadowRoot?.querySelector('p')?.textContent).toBe('inside'))
    // Teardown empties a host-placed element but leaves it where the host put it.
    act(() => unmountModal())
    expect(placed.isConnected).toBe(true)
    await waitFor(() => expect(placed.shadowRoot?.querySelector('p')).toBeNull())
    slot.remove()
  })

  it('renders its own node when told to, and is defined only once', async () => {
    expect(defineModalElement()).toBe(defineModalElement())
    const element = document.createElement(MODAL_TAG) as AppKitModalElement
    document.body.append(element)
    act(() => element.render(<span>own</span>))
    await waitFor(() => expect(element.shadowRoot?.querySelector('span')?.textContent).toBe('own'))
  })
})
