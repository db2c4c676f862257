import { darkPalette } from './darkPalette'
import { lightPalette } from './lightPalette'
import type { Theme, ThemeMode, ThemeOption } from './Theme'
import { overrideTheme, themeOfMode } from './themeOverrides'
import { applyThemeVariables, type ThemeVariables } from './themeVariables'

/**
 * The palette of a mode (unknown modes fall back to light), the host's typed theme over it, then
 * its theme variables over that. A theme that no longer checks draws the palette instead.
 */
export function resolveTheme(
  mode: ThemeMode | undefined,
  variables?: ThemeVariables,
  theme?: ThemeOption,
): Theme {
  const palette = mode === 'dark' ? darkPalette() : lightPalette()
  let themed = palette
  try {
    themed = overrideTheme(palette, themeOfMode(theme, mode))
  } catch {}
  return applyThemeVariables(themed, variables)
}
