import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { BUTTON_TABLES } from './buttonTables'
import { type Translator, type TranslatorOptions, translatorFrom } from './createTranslator'
import type { LocaleTables } from './LocaleTable'

/** Undefined outside any provider: each reader picks its own fallback (below, publicHooks). */
export const I18nContext = createContext<Translator | undefined>(undefined)

export interface I18nProviderProps extends TranslatorOptions {
  /** The tables to translate from: LOCALES in the modal, BUTTON_TABLES on the page's buttons. */
  tables: LocaleTables
  locale?: string
  children?: ReactNode
}

export function I18nProvider({ tables, locale, messages, children }: I18nProviderProps) {
  const translator = useMemo(
    () => translatorFrom(tables, locale, { messages }),
    [tables, locale, messages],
  )
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>
}

// Every view and button renders inside a provider (ModalShell): outside one, the page buttons'
// English is enough, and start-up carries no full table (the modal's chunk brings them).
let buttonsEnglish: Translator | undefined
const fallback = () => {
  buttonsEnglish ??= translatorFrom(BUTTON_TABLES, 'en')
  return buttonsEnglish
}

/** The translator of the nearest I18nProvider (the buttons' English outside any). */
export function useI18n(): Translator {
  return useContext(I18nContext) ?? fallback()
}

/** Just `t`, the common case. */
export function useT(): Translator['t'] {
  return useI18n().t
}
