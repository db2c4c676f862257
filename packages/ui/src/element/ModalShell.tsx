import type { ReactNode } from 'react'
import { I18nProvider, type LocaleTables, type Messages, matchLocale } from '../i18n'
import type { StyleRoot } from '../styles/constructSheet'
import { StyleRootProvider } from '../styles/StyleRootContext'
import type { ThemeMode, ThemeVariables } from '../theme'
import { ThemeSheet } from './ThemeSheet'

export interface ModalShellProps {
  root: StyleRoot | null
  /** The locale tables: the full ones in the modal, the buttons' few texts on the page. */
  tables: LocaleTables
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  locale?: string
  messages?: Partial<Messages>
  children?: ReactNode
}

/** Everything a view needs around it: the style root, the locale and the theme. */
export function ModalShell({
  root,
  tables,
  themeMode = 'light',
  themeVariables,
  locale,
  messages,
  children,
}: ModalShellProps) {
  return (
    <StyleRootProvider value={root}>
      <I18nProvider tables={tables} locale={locale} messages={messages}>
        <ThemeSheet mode={themeMode} variables={themeVariables} />
        <div className="lk-root" data-theme={themeMode} lang={matchLocale(locale)}>
          {children}
        </div>
      </I18nProvider>
    </StyleRootProvider>
  )
}
