import type { ReactNode } from 'react'
// Not the i18n barrel: it re-exports the full English table, which start-up must not reach.
import type { Messages } from '../i18n/en'
import { I18nProvider } from '../i18n/I18nContext'
import type { LocaleTables } from '../i18n/LocaleTable'
import { matchLocale } from '../i18n/localeTags'
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
