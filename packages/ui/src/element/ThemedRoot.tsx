import type { ReactNode } from 'react'
import { matchLocale } from '../i18n/localeTags'
import type { StyleRoot } from '../styles/constructSheet'
import { StyleRootProvider } from '../styles/StyleRootContext'
import type { ThemeMode, ThemeVariables } from '../theme'
import { ThemeSheet } from './ThemeSheet'

export interface ThemedRootProps {
  root: StyleRoot | null
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  locale?: string
  children?: ReactNode
}

/** The style root, the theme's sheet and the `.lk-root` that the modal and the page buttons draw in. */
export function ThemedRoot({
  root,
  themeMode = 'light',
  themeVariables,
  locale,
  children,
}: ThemedRootProps) {
  return (
    <StyleRootProvider value={root}>
      <ThemeSheet mode={themeMode} variables={themeVariables} />
      <div className="lk-root" data-theme={themeMode} lang={matchLocale(locale)}>
        {children}
      </div>
    </StyleRootProvider>
  )
}
