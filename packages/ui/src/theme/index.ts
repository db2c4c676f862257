export { darkTheme } from './darkTheme'
export { lightTheme } from './lightTheme'
export { resolveTheme } from './resolveTheme'
export type { Theme, ThemeMode } from './Theme'
export { themeCss, themeCustomProperties } from './themeCustomProperties'
export {
  applyThemeVariables,
  isSafeCssValue,
  readableOn,
  sanitizeThemeVariables,
  THEME_VARIABLE_NAMES,
  type ThemeVariables,
} from './themeVariables'
