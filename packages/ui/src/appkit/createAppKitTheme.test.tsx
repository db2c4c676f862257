import * as Theme from '@latchkey/controllers/theme'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { appKitOptions as options } from '../../test/fakes/appKitOptions'
import { MODAL_TAG } from '../element/defineModalElement'
import { darkTheme, lightTheme, midnightTheme } from '../theme/presets'
import { createAppKit, resetAppKit } from './createAppKit'
import { getCurrentAppKit } from './currentAppKit'

afterEach(() => {
  act(() => resetAppKit())
  document.body.innerHTML = ''
})

const invalidInput = (field: string) =>
  expect.objectContaining({ message: 'Unknown error', details: expect.objectContaining({ field }) })

/** The opened modal's shadow root and the text of every sheet it has adopted. */
async function openModal(appKit: ReturnType<typeof createAppKit>) {
  await act(() => appKit.open())
  const shadow = document.querySelector(MODAL_TAG)!.shadowRoot!
  await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).not.toBeNull())
  const css = () =>
    shadow.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n')
  return { shadow, css }
}

describe('the typed theme (issue 38)', () => {
  it('draws the theme option, and setTheme changes the open modal live, without a remount', async () => {
    const appKit = createAppKit(
      options({ theme: darkTheme({ accentColor: '#ff0000', overlayBlur: 'small' }) }),
    )
    const { shadow, css } = await openModal(appKit)
    await waitFor(() => expect(css()).toContain('--lk-color-accent: #ff0000'))
    expect(css()).toContain('--lk-color-background: #17191f')
    expect(css()).toContain('--lk-blur-modal-overlay: blur(4px)')
    const dialog = shadow.querySelector('[role="dialog"]')
    act(() => appKit.setTheme(midnightTheme({ borderRadius: 'none' })))
    await waitFor(() => expect(css()).toContain('--lk-color-background: #000000'))
    expect(css()).toContain('--lk-radius-modal: 0px')
    expect(css()).not.toContain('--lk-color-accent: #ff0000')
    // The same dialog node: the sheet was rewritten, nothing was drawn again.
    expect(shadow.querySelector('[role="dialog"]')).toBe(dialog)
    expect(appKit.getState().open).toBe(true)
    act(() => appKit.setTheme(undefined))
    // Back to the mode's own palette (dark by default).
    await waitFor(() => expect(css()).toContain('--lk-color-accent: #8ea2ff'))
  })

  it('a { lightMode, darkMode } pair follows setThemeMode; theme variables (and --w3m-*) win', async () => {
    const appKit = createAppKit(
      options({
        themeMode: 'light',
        theme: { lightMode: lightTheme({ accentColor: '#aa0000' }), darkMode: midnightTheme() },
        themeVariables: { '--w3m-font-family': 'Georgia, serif' },
      }),
    )
    const { css } = await openModal(appKit)
    await waitFor(() => expect(css()).toContain('--lk-color-accent: #aa0000'))
    expect(css()).toContain('--lk-font-family: Georgia, serif')
    act(() => appKit.setThemeMode('dark'))
    await waitFor(() => expect(css()).toContain('--lk-color-background: #000000'))
    act(() => appKit.setThemeVariables({ '--lk-accent': '#00aa55' }))
    await waitFor(() => expect(css()).toContain('--lk-color-accent: #00aa55'))
  })

  it('refuses an invalid theme with the invalid-input error and changes nothing', async () => {
    expect(() => createAppKit(options({ theme: { colors: { accent: 'not a colour' } } }))).toThrow(
      invalidInput('theme.colors.accent'),
    )
    expect(getCurrentAppKit()).toBeUndefined()

    const theme = darkTheme({ accentColor: '#ff0000' })
    const appKit = createAppKit(options({ theme }))
    const { css } = await openModal(appKit)
    await waitFor(() => expect(css()).toContain('--lk-color-accent: #ff0000'))
    const before = css()
    const held = Theme.state(appKit.controllers).theme
    expect(() => appKit.setTheme({ colors: { accnt: 'red' } } as never)).toThrow(
      invalidInput('theme.colors.accnt'),
    )
    expect(() => appKit.setTheme({ radii: { modal: 'url(https://evil.test/r)' } })).toThrow(
      invalidInput('theme.radii.modal'),
    )
    expect(() => appKit.setTheme({ lightMode: {} } as never)).toThrow(invalidInput('theme'))
    expect(Theme.state(appKit.controllers).theme).toBe(held)
    expect(css()).toBe(before)
    // The host's object is its own: the state holds a frozen copy.
    expect(Object.isFrozen(theme.colors)).toBe(false)
    expect(Object.isFrozen((held as typeof theme).colors)).toBe(true)
  })

  it('loads nothing from another origin: no url() in any sheet of the modal or a page button', async () => {
    const appKit = createAppKit(
      options({ theme: lightTheme({ fontStack: 'rounded', borderRadius: 'large' }) }),
    )
    const { css } = await openModal(appKit)
    document.body.insertAdjacentHTML('beforeend', '<appkit-button></appkit-button>')
    const button = document.querySelector('appkit-button')!.shadowRoot!
    await waitFor(() => expect(button.querySelector('button')).not.toBeNull())
    const buttonCss = button.adoptedStyleSheets
      .flatMap((s) => [...s.cssRules].map((r) => r.cssText))
      .join('\n')
    expect(buttonCss).toContain('--lk-radius-modal: 36px')
    for (const text of [css(), buttonCss]) {
      expect(text).toContain('--lk-font-family: ui-rounded')
      expect(text).not.toMatch(/url\(\s*['"]?(https?:)?\/\//i)
      expect(text).not.toMatch(/@import|@font-face/i)
    }
  })
})
