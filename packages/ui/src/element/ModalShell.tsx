// Not the i18n barrel: it re-exports the full English table.
import type { HostMessages } from '../i18n/hostMessages'
import { I18nProvider } from '../i18n/I18nContext'
import type { LocaleTables } from '../i18n/LocaleTable'
import { ThemedRoot, type ThemedRootProps } from './ThemedRoot'

export interface ModalShellProps extends ThemedRootProps {
  /** The locale tables: the full ones in the modal. */
  tables: LocaleTables
  messages?: HostMessages
}

/**
 * Everything a view needs around it: the style root, the locale with its catalogue errors and
 * the theme. (The page buttons draw in a ThemedRoot with their few texts: HostButton.)
 */
export function ModalShell({ tables, messages, ...themed }: ModalShellProps) {
  return (
    <I18nProvider tables={tables} locale={themed.locale} messages={messages}>
      <ThemedRoot {...themed} />
    </I18nProvider>
  )
}
