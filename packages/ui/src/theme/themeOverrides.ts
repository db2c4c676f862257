import { startupError } from '@latchkey/core'
import { darkPalette } from './darkPalette'
import { lightPalette } from './lightPalette'
import type { Theme, ThemeMode, ThemeOption, ThemeOverrides } from './Theme'
import { isSafeCssValue } from './themeVariables'

/** The catalogue's invalid-input error ('Unknown error'), naming the field, as the core's is. */
export function themeInputError(field: string, value: unknown, expected?: unknown) {
  return startupError('UNKNOWN_ERROR', {
    details: { field, value, ...(expected === undefined ? {} : { expected }) },
  })
}

// Hex, a colour function of plain arguments, or a keyword (red, transparent, currentColor).
const COLOR =
  /^(#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([\w\s.,%/+-]*\)|[a-z]+)$/i

/**
 * True for a CSS colour. Its syntax is checked everywhere; a browser also asks its CSS engine,
 * so there a keyword that names no colour is refused too.
 */
export function isCssColor(value: unknown): value is string {
  if (typeof value !== 'string' || !COLOR.test(value.trim())) return false
  const css = (globalThis as { CSS?: { supports?(property: string, value: string): boolean } }).CSS
  return !css?.supports || css.supports('color', value)
}

function isTokenValue(group: string, value: unknown): boolean {
  if (group === 'colors') return isCssColor(value)
  if (group === 'zIndex') return /^-?\d{1,10}$/.test(String(value))
  return typeof value === 'string' && isSafeCssValue(value)
}

/**
 * The theme with the host's tokens laid over it. A group or token the theme does not have, or a
 * value that is not one (a colour that is no CSS colour, a value that could load a resource or
 * escape its declaration), throws the catalogue's invalid-input error and makes nothing.
 */
export function overrideTheme(base: Theme, overrides: ThemeOverrides | undefined): Theme {
  if (overrides === undefined) return base
  if (typeof overrides !== 'object' || overrides === null) throw themeInputError('theme', overrides)
  const theme: Record<string, unknown> = { ...base }
  for (const [group, values] of Object.entries(overrides)) {
    const known = theme[group]
    if (typeof known === 'string' || known === undefined) {
      if (known === undefined || !isTokenValue(group, values))
        throw themeInputError(`theme.${group}`, values)
      theme[group] = String(values)
      continue
    }
    if (typeof values !== 'object' || values === null)
      throw themeInputError(`theme.${group}`, values)
    const merged: Record<string, unknown> = { ...(known as object) }
    for (const [key, value] of Object.entries(values)) {
      if (!(key in merged) || !isTokenValue(group, value))
        throw themeInputError(`theme.${group}.${key}`, value)
      merged[key] = value
    }
    theme[group] = merged
  }
  return theme as unknown as Theme
}

/** The tokens of one mode: the per-mode pair's, else the one theme's. */
export function themeOfMode(option: ThemeOption | undefined, mode: ThemeMode | undefined) {
  if (option && 'lightMode' in option) return mode === 'dark' ? option.darkMode : option.lightMode
  return option as ThemeOverrides | undefined
}

/** Throws the invalid-input error unless every token of the option, in both modes, is valid. */
export function checkThemeOption(option: ThemeOption): void {
  if (typeof option !== 'object' || option === null) throw themeInputError('theme', option)
  if (
    ('lightMode' in option || 'darkMode' in option) &&
    !('lightMode' in option && 'darkMode' in option)
  )
    throw themeInputError('theme', option, '{ lightMode, darkMode }')
  overrideTheme(lightPalette(), themeOfMode(option, 'light'))
  overrideTheme(darkPalette(), themeOfMode(option, 'dark'))
}
