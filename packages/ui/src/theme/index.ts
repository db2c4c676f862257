export { darkTheme, lightTheme, midnightTheme, type ThemeOptions } from './presets'
export { resolveTheme } from './resolveTheme'
export type { Theme, ThemeMode, ThemeOption, ThemeOverrides } from './Theme'
export { themeCss, themeCustomProperties } from './themeCustomProperties'
export { isCssColor } from './themeOverrides'
export {
  applyThemeVariables,
  isSafeCssValue,
  readableOn,
  sanitizeThemeVariables,
  THEME_VARIABLE_NAMES,
  type ThemeVariables,
} from './themeVariables'
