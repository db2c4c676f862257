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
  const theme: Record<string, unknown> = { ...base }
  const check = (ok: unknown, field: string, value: unknown) => {
    if (!ok) throw themeInputError(field, value)
  }
  check(overrides && typeof overrides === 'object', 'theme', overrides)
  for (const [group, values] of Object.entries(overrides)) {
    const known = theme[group]
    const field = `theme.${group}`
    if (typeof known === 'object') {
      check(values && typeof values === 'object', field, values)
      const merged: Record<string, unknown> = { ...known }
      for (const [key, value] of Object.entries(values as object)) {
        check(key in merged && isTokenValue(group, value), `${field}.${key}`, value)
        merged[key] = value
      }
      theme[group] = merged
    } else {
      check(known !== undefined && isTokenValue(group, values), field, values)
      theme[group] = String(values)
    }
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
  // An object; a pair has both modes (half a pair is neither a pair nor a theme).
  const modes =
    typeof option === 'object' && option && ['lightMode', 'darkMode'].map((k) => k in option)
  if (!modes || modes[0] !== modes[1]) throw themeInputError('theme', option)
  overrideTheme(lightPalette(), themeOfMode(option, 'light'))
  overrideTheme(darkPalette(), themeOfMode(option, 'dark'))
}
