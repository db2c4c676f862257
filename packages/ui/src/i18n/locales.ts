import { de } from './de'
import { en } from './en'
import type { LocaleTable } from './LocaleTable'

/** The built-in locales, by BCP 47 language tag. */
export const LOCALES: Readonly<Record<string, LocaleTable>> = Object.freeze({
  en: { messages: en },
  de,
})

export const DEFAULT_LOCALE = 'en'

/** 'de-AT' → 'de', 'EN_us' → 'en', unknown → 'en'. */
export function matchLocale(requested: string | undefined): string {
  if (!requested) return DEFAULT_LOCALE
  const tag = requested.replace('_', '-').toLowerCase()
  if (LOCALES[tag]) return tag
  const language = tag.split('-')[0] ?? ''
  return LOCALES[language] ? language : DEFAULT_LOCALE
}
