import { describe, expect, it } from 'vitest'
import * as Theme from '../controllers/ThemeController'
import type { Config } from '../core/Config'
import { createStore } from '../core/store'
import { createEmbeddedHost } from './createEmbeddedHost'

describe('the embedded wallet frame gets the typed theme (issue 38)', () => {
  it('as the theme variables of its mode, with the host’s own variables over them', () => {
    const config = { store: createStore() }
    const host = createEmbeddedHost(config as unknown as Config)
    expect(host.theme()).toEqual({ themeMode: 'dark', themeVariables: {} })
    Theme.setTheme(config, {
      lightMode: { colors: { accent: '#aa0000' } },
      darkMode: {
        colors: { accent: '#ff0000', accentForeground: '#111111', background: '#000000' },
        fonts: { body: 'Georgia, serif' },
        zIndex: '50',
      },
    })
    expect(host.theme()).toEqual({
      themeMode: 'dark',
      themeVariables: {
        '--lk-accent': '#ff0000',
        '--lk-accent-foreground': '#111111',
        '--lk-font-family': 'Georgia, serif',
        '--lk-z-index': '50',
      },
    })
    Theme.setThemeMode(config, 'light')
    Theme.setThemeVariables(config, { '--w3m-font-family': 'Inter' })
    expect(host.theme()).toEqual({
      themeMode: 'light',
      themeVariables: { '--lk-accent': '#aa0000', '--lk-font-family': 'Inter' },
    })
    Theme.setTheme(config, { colors: { accent: '#00ff00' } })
    Theme.setThemeMode(config, 'dark')
    expect(host.theme().themeVariables['--lk-accent']).toBe('#00ff00')
  })
})
