import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react'
import { BUTTON_TABLES } from './buttonTables'
import { type Translator, type TranslatorOptions, translatorFrom } from './createTranslator'
import type { LocaleTables } from './LocaleTable'
import { DEFAULT_LOCALE, resolveLocale } from './localeTags'
import { TextContext } from './TextContext'
import { useLocaleTable } from './useLocaleTable'

export { useT } from './TextContext'

/** Undefined outside any provider: each reader picks its own fallback (below, publicHooks). */
export const I18nContext = createContext<Translator | undefined>(undefined)

export interface I18nProviderProps extends TranslatorOptions {
  /** The tables to translate from: LOCALES in the modal (the others load on demand). */
  tables: LocaleTables
  /** The host's locale option; without one (or one no table serves) the browser's languages. */
  locale?: string
  children?: ReactNode
}

/**
 * The modal's texts and catalogue errors (the page buttons have only their texts: TextContext).
 * A locale whose table is still loading shows nothing at first, and the previous locale's texts
 * on a live switch: never English in its place.
 */
export function I18nProvider({ tables, locale, messages, children }: I18nProviderProps) {
  const tag = resolveLocale(locale)
  const { table, ready } = useLocaleTable(tables, tag)
  const translator = useMemo(() => {
    if (!ready) return undefined
    // A chunk that failed to load: English, said as English (its numbers and dates too).
    if (!table) return translatorFrom(tables, DEFAULT_LOCALE, { messages })
    return translatorFrom(tables[tag] === table ? tables : { ...tables, [tag]: table }, tag, {
      messages,
    })
  }, [tables, tag, table, ready, messages])
  const shown = useRef<Translator | undefined>(undefined)
  if (translator) shown.current = translator
  const current = translator ?? shown.current
  if (!current) return null
  return (
    <I18nContext.Provider value={current}>
      <TextContext.Provider value={current}>{children}</TextContext.Provider>
    </I18nContext.Provider>
  )
}

let buttonsEnglish: Translator | undefined

/** The translator of the nearest I18nProvider (the buttons' English outside any). */
export function useI18n(): Translator {
  buttonsEnglish ??= translatorFrom(BUTTON_TABLES, 'en')
  return useContext(I18nContext) ?? buttonsEnglish
}
