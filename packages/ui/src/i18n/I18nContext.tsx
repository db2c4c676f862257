import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { createTranslator, type Translator, type TranslatorOptions } from './createTranslator'

const I18nContext = createContext<Translator>(createTranslator('en'))

export interface I18nProviderProps extends TranslatorOptions {
  locale?: string
  children?: ReactNode
}

export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  const translator = useMemo(() => createTranslator(locale, { messages }), [locale, messages])
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
