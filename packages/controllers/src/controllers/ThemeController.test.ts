import { describe, expect, it, vi } from 'vitest'
import { createStore } from '../core/store'
import * as Theme from './ThemeController'

describe('theme as free functions over a store (issue 34)', () => {
  it('starts dark on a bare store, and takes the host’s mode and variables (w3m names as ours)', () => {
    expect(Theme.state({ store: createStore() })).toEqual({ themeMode: 'dark', themeVariables: {} })
    const store = createStore()
    const hostOptions = {
      themeMode: 'light' as const,
      themeVariables: { '--w3m-accent': '#123456', '--lk-z-index': 9 },
    }
    expect(Theme.state({ store, hostOptions })).toEqual({
      themeMode: 'light',
      themeVariables: { '--lk-accent': '#123456', '--lk-z-index': 9 },
    })
    // The slice lives in the store: a later config over it reads the same.
    expect(Theme.state({ store }).themeMode).toBe('light')
    expect(store.theme?.themeMode).toBe('light')
  })

  it('refuses a mode other than light or dark (SPEC §5), at first use and when set, changing nothing', () => {
    const store = createStore()
    const hostOptions = { themeMode: 'sepia' as never }
    expect(() => Theme.state({ store, hostOptions })).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ field: 'themeMode' }) }),
    )
    expect(store.theme).toBeUndefined()
    const config = { store: createStore() }
    Theme.setThemeMode(config, 'light')
    expect(() => Theme.setThemeMode(config, 'blue' as never)).toThrow()
    expect(Theme.state(config).themeMode).toBe('light')
    expect(() => Theme.setThemeVariables(config, null as never)).toThrow()
  })

  it('merges variables, drops those set to undefined, and replaces the object whole', () => {
    const config = { store: createStore() }
    Theme.setThemeVariables(config, { '--lk-accent': 'red', '--lk-font-family': 'Inter' })
    const first = Theme.state(config).themeVariables
    Theme.setThemeVariables(config, { '--lk-accent': undefined, '--w3m-z-index': 50 } as never)
    expect(Theme.state(config).themeVariables).toEqual({
      '--lk-font-family': 'Inter',
      '--lk-z-index': 50,
    })
    expect(first).toEqual({ '--lk-accent': 'red', '--lk-font-family': 'Inter' })
    expect(Object.isFrozen(Theme.state(config).themeVariables)).toBe(true)
  })

  it('tells each unusable variable once per store, through the config’s logger', () => {
    const logger = { warn: vi.fn(), error: vi.fn() }
    const config = { store: createStore(), logger }
    Theme.setThemeVariables(config, { '--w3m-qr-color': '#000' })
    Theme.setThemeVariables(config, { '--w3m-qr-color': '#fff', '--lk-shadow': '1px' })
    expect(logger.warn.mock.calls.map((call) => call[0])).toEqual([
      'Latchkey: the theme variable --w3m-qr-color is not one the modal uses; see MIGRATING.md',
      'Latchkey: the theme variable --lk-shadow is not one the modal uses; see MIGRATING.md',
    ])
    Theme.setThemeVariables({ store: createStore(), logger }, { '--w3m-qr-color': '#000' })
    expect(logger.warn).toHaveBeenCalledTimes(3)
  })
})

describe('the typed theme (issue 38)', () => {
  it('holds a frozen copy of the host’s theme, replaced whole; a non-object is refused', () => {
    const config = { store: createStore() }
    expect(Theme.state(config).theme).toBeUndefined()
    const mine = { colors: { accent: '#ff0000' }, zIndex: '10' }
    Theme.setTheme(config, mine)
    const held = Theme.state(config).theme
    expect(held).toEqual({ colors: { accent: '#ff0000' }, zIndex: '10' })
    expect(held).not.toBe(mine)
    expect(Object.isFrozen((held as typeof mine).colors)).toBe(true)
    expect(Object.isFrozen(mine.colors)).toBe(false)
    for (const bad of ['dark', 42, null, [{}]])
      expect(() => Theme.setTheme(config, bad as never)).toThrow(
        expect.objectContaining({ details: expect.objectContaining({ field: 'theme' }) }),
      )
    expect(Theme.state(config).theme).toBe(held)
    Theme.setTheme(config, { lightMode: {}, darkMode: { colors: { background: '#000' } } })
    expect(Theme.state(config).theme).toEqual({
      lightMode: {},
      darkMode: { colors: { background: '#000' } },
    })
    Theme.setTheme(config, undefined)
    expect(Theme.state(config).theme).toBeUndefined()
  })
})
