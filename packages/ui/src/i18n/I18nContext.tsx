import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { BUTTON_TABLES } from './buttonTables'
import { type Translator, type TranslatorOptions, translatorFrom } from './createTranslator'
import type { LocaleTables } from './LocaleTable'
import { TextContext } from './TextContext'

export { useT } from './TextContext'

/** Undefined outside any provider: each reader picks its own fallback (below, publicHooks). */
export const I18nContext = createContext<Translator | undefined>(undefined)

export interface I18nProviderProps extends TranslatorOptions {
  /** The tables to translate from: LOCALES in the modal. */
  tables: LocaleTables
  locale?: string
  children?: ReactNode
}

/** The modal's texts and catalogue errors (the page buttons have only their texts: TextContext). */
export function I18nProvider({ tables, locale, messages, children }: I18nProviderProps) {
  const translator = useMemo(
    () => translatorFrom(tables, locale, { messages }),
    [tables, locale, messages],
  )
  return (
    <I18nContext.Provider value={translator}>
      <TextContext.Provider value={translator}>{children}</TextContext.Provider>
    </I18nContext.Provider>
  )
}

let buttonsEnglish: Translator | undefined

/** The translator of the nearest I18nProvider (the buttons' English outside any). */
export function useI18n(): Translator {
  buttonsEnglish ??= translatorFrom(BUTTON_TABLES, 'en')
  return useContext(I18nContext) ?? buttonsEnglish
}
