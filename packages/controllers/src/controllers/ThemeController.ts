import { isThemeMode, THEME_MODES, type ThemeMode } from '@latchkey/core'
import { proxy } from 'valtio/vanilla'
import { invalidInput } from '../errors/invalidInput'

/** CSS variables a host may override (font, accent, radii, z-index …), all prefixed `--lk-`. */
export type ThemeVariables = Partial<Record<`--lk-${string}`, string | number>>

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

/** Light or dark mode and the host's theme variables; the UI maps them to its palettes. */
export function createThemeController(initial: Partial<ThemeState> = {}) {
  if (initial.themeMode !== undefined && !isThemeMode(initial.themeMode))
    throw invalidInput('themeMode', initial.themeMode, THEME_MODES)
  const state = proxy<ThemeState>({
    themeMode: initial.themeMode ?? 'dark',
    themeVariables: { ...initial.themeVariables },
  })

  return {
    state,

    /** SPEC §5: light or dark only; anything else is refused and changes nothing. */
    setThemeMode(mode: ThemeMode) {
      if (!isThemeMode(mode)) throw invalidInput('themeMode', mode, THEME_MODES)
      state.themeMode = mode
    },

    /** Merges variables over the current ones; a variable set to undefined is dropped. */
    setThemeVariables(variables: ThemeVariables) {
      if (typeof variables !== 'object' || variables === null)
        throw invalidInput('themeVariables', variables)
      for (const [name, value] of Object.entries(variables)) {
        const key = name as `--lk-${string}`
        if (value === undefined) delete state.themeVariables[key]
        else state.themeVariables[key] = value
      }
    },
  }
}

export type ThemeController = ReturnType<typeof createThemeController>
