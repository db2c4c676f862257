import { useLayoutEffect, useRef } from 'react'
import { useStyleRoot } from '../styles/StyleRootContext'
import {
  resolveTheme,
  type ThemeMode,
  type ThemeOption,
  type ThemeVariables,
  themeCss,
} from '../theme'

export interface ThemeSheetProps {
  mode?: ThemeMode
  variables?: ThemeVariables
  /** The host's typed theme, under the variables. */
  theme?: ThemeOption
}

/** Keeps one constructed sheet per root with the theme's custom properties, rewritten on change. */
export function ThemeSheet({ mode, variables, theme }: ThemeSheetProps) {
  const root = useStyleRoot()
  const sheet = useRef<CSSStyleSheet | undefined>(undefined)
  const css = themeCss(resolveTheme(mode, variables, theme))
  useLayoutEffect(() => {
    if (!root) return
    if (!sheet.current) {
      sheet.current = new CSSStyleSheet()
      root.adoptedStyleSheets = [sheet.current, ...root.adoptedStyleSheets]
    }
    sheet.current.replaceSync(css)
  }, [root, css])
  useLayoutEffect(
    () => () => {
      const own = sheet.current
      if (root && own) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== own)
      sheet.current = undefined
    },
    [root],
  )
  return null
}
