import { type Translator, type TranslatorOptions, translatorFrom } from './createTranslator'
import { LOCALES } from './locales'

/** A translator over the built-in locales' full tables. */
export function createTranslator(locale?: string, options: TranslatorOptions = {}): Translator {
  return translatorFrom(LOCALES, locale, options)
}
