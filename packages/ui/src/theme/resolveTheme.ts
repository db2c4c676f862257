import { darkTheme } from './darkTheme'
import { lightTheme } from './lightTheme'
import type { Theme, ThemeMode } from './Theme'
import { applyThemeVariables, type ThemeVariables } from './themeVariables'

/** The palette of a mode with the host's variables on top; unknown modes fall back to light. */
export function resolveTheme(mode: ThemeMode | undefined, variables?: ThemeVariables): Theme {
  return applyThemeVariables(mode === 'dark' ? darkTheme() : lightTheme(), variables)
}
