import { type ReactNode, useContext } from 'react'
import { directionOf } from '../i18n/direction'
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
  // The locale the texts are in (the provider's, once its table is there), and its direction.
  const tag = useContext(TextContext)?.locale ?? 'en'
  return (
    <StyleRootProvider value={root}>
      <ThemeSheet mode={themeMode} variables={themeVariables} theme={theme} />
      <div className="lk-root" data-theme={themeMode} lang={tag} dir={directionOf(tag)}>
        {children}
      </div>
    </StyleRootProvider>
  )
}
