import { type ReactNode, useContext } from 'react'
import { TextContext } from '../i18n/TextContext'
import type { StyleRoot } from '../styles/constructSheet'
import { StyleRootProvider } from '../styles/StyleRootContext'
import type { ThemeMode, ThemeOption, ThemeVariables } from '../theme'
import { ThemeSheet } from './ThemeSheet'

export interface ThemedRootProps {
  root: StyleRoot | null
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  theme?: ThemeOption
  /** Unused here: the nearest text provider's locale (already resolved) names the root's language. */
  locale?: string
  children?: ReactNode
}

/** The style root, the theme's sheet and the `.lk-root` that the modal and the page buttons draw in. */
export function ThemedRoot({
  root,
  themeMode = 'light',
  themeVariables,
  theme,
  children,
}: ThemedRootProps) {
  // The locale the texts are in (the provider's, once its table is there), and its direction
  // (the translator's: start-up's English buttons have none and are left to right).
  const texts = useContext(TextContext)
  return (
    <StyleRootProvider value={root}>
      <ThemeSheet mode={themeMode} variables={themeVariables} theme={theme} />
      <div
        className="lk-root"
        data-theme={themeMode}
        lang={texts?.locale ?? 'en'}
        dir={texts?.dir ?? 'ltr'}
      >
        {children}
      </div>
    </StyleRootProvider>
  )
}
