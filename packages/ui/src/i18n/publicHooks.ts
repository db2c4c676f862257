import { useContext } from 'react'
import type { Translator } from './createTranslator'
import { translatorFrom } from './createTranslator'
import { en } from './en'
import { I18nContext } from './I18nContext'

let english: Translator | undefined

/**
 * The translator of the nearest I18nProvider, and full English outside any: the hooks a host's
 * own components use (the package's internal ones fall back to the page buttons' few texts).
 */
export function useI18n(): Translator {
  english ??= translatorFrom({ en: { messages: en } }, 'en')
  return useContext(I18nContext) ?? english
}

/** Just `t`, the common case. */
export function useT(): Translator['t'] {
  return useI18n().t
}
