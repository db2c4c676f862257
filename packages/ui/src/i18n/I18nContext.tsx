import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { type Translator, type TranslatorOptions, translatorFrom } from './createTranslator'
import { en } from './en'
import type { LocaleTables } from './LocaleTable'

// English outside any provider; the other locales' tables come with the modal's chunk.
const I18nContext = createContext<Translator>(translatorFrom({ en: { messages: en } }, 'en'))

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

/** The translator of the nearest I18nProvider; English outside any provider. */
export function useI18n(): Translator {
  return useContext(I18nContext)
}

/** Just `t`, the common case. */
export function useT(): Translator['t'] {
  return useContext(I18nContext).t
}
