import { createAppKitCore, getAppKitCore } from '@latchkey/controllers'
import * as Modal from '@latchkey/controllers/modal'
import { ethereum } from '@latchkey/test-fakes'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { appKitOptions as options } from '../../test/fakes/appKitOptions'
import { MODAL_TAG } from '../element/defineModalElement'
import { createAppKit, resetAppKit } from './createAppKit'
import { getCurrentAppKit } from './currentAppKit'

afterEach(() => {
  act(() => resetAppKit())
  document.body.innerHTML = ''
})

describe('createAppKit', () => {
  it('touches no DOM until the first open, then mounts <appkit-modal> with the modal inside', async () => {
    const appKit = createAppKit(options())
    expect(document.querySelector(MODAL_TAG)).toBeNull()
    await act(() => appKit.open())
    const element = document.querySelector(MODAL_TAG)
    expect(element?.parentElement).toBe(document.body)
    const shadow = element!.shadowRoot!
    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).not.toBeNull())
    const dialog = shadow.querySelector('[role="dialog"]')!
    const title = shadow.getElementById(dialog.getAttribute('aria-labelledby')!)
    expect(title?.textContent).toBe('Connect a wallet')
    expect(shadow.adoptedStyleSheets.length).toBeGreaterThan(3)
    expect(shadow.activeElement).not.toBeNull()
    act(() => appKit.close())
    expect(appKit.getState().open).toBe(false)
  })

  it("keeps the page's one instance in one holder: the core entry sees it, and reset ends both", () => {
    const appKit = createAppKit(options())
    expect(getAppKitCore()).toBe(appKit)
    expect(createAppKitCore({ networks: [ethereum] })).toBe(appKit)
    act(() => resetAppKit())
    expect(getAppKitCore()).toBeUndefined()
    expect(getCurrentAppKit()).toBeUndefined()
  })

  it('draws the modal around a core that createAppKitCore made first, keeping that core', async () => {
    const core = createAppKitCore({ ...options(), networks: [ethereum] })
    const appKit = createAppKit(options({ locale: 'de' }))
    expect(appKit).not.toBe(core)
    expect(appKit.controllers).toBe(core.controllers)
    expect(getAppKitCore()).toBe(appKit)
    expect(createAppKit(options())).toBe(appKit)
    await act(() => appKit.open())
    await waitFor(() => expect(document.querySelector(MODAL_TAG)).not.toBeNull())
  })

  it('returns the first instance when called twice', () => {
    const first = createAppKit(options())
    expect(createAppKit(options({ projectId: 'other' }))).toBe(first)
  })

  it('draws when a controller opens the modal by itself', async () => {
    const appKit = createAppKit(options())
    await act(() => Modal.open(appKit.controllers, { view: 'AllWallets' }))
    await waitFor(() =>
      expect(document.querySelector(MODAL_TAG)?.shadowRoot?.textContent).toContain('All wallets'),
    )
  })

  it('with disableAppend appends nothing and fills a host-placed element', async () => {
    const placed = document.createElement(MODAL_TAG)
    const appKit = createAppKit(options({ disableAppend: true }))
    expect(document.querySelectorAll(MODAL_TAG)).toHaveLength(0)
    act(() => document.body.append(placed))
    await act(() => appKit.open())
    expect(document.querySelectorAll(MODAL_TAG)).toHaveLength(1)
    await waitFor(() => expect(placed.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull())
  })

  it('in embedded mode draws inline at once, without backdrop', async () => {
    const placed = document.createElement(MODAL_TAG)
    document.body.append(placed)
    act(() => {
      createAppKit(options({ enableEmbedded: true }))
    })
    await waitFor(() => expect(placed.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull())
    expect(placed.shadowRoot?.querySelector('.lk-backdrop')).toBeNull()
    expect(placed.shadowRoot?.querySelector('[aria-modal]')).toBeNull()
  })

  it('applies theme mode and variables from the core to the shadow root', async () => {
    const appKit = createAppKit(
      options({ themeMode: 'dark', themeVariables: { '--lk-accent': '#00aa55' } }),
    )
    await act(() => appKit.open())
    const shadow = document.querySelector(MODAL_TAG)!.shadowRoot!
    const css = () =>
      shadow.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n')
    await waitFor(() => expect(css()).toContain('--lk-color-accent: #00aa55'))
    expect(css()).toContain('--lk-color-background: #17191f')
    act(() => appKit.setThemeMode('light'))
    await waitFor(() => expect(css()).toContain('--lk-color-background: #ffffff'))
  })
})
