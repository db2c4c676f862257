import { de } from './de'
import { en } from './en'
import { EN_ALERTS, EN_ERRORS } from './enCatalogue'
import type { LocaleTables } from './LocaleTable'

export { DEFAULT_LOCALE, matchLocale } from './localeTags'

/** The built-in locales' full tables, by BCP 47 language tag (the modal's, loaded with it). */
export const LOCALES: LocaleTables = Object.freeze({
  en: { messages: en, errors: EN_ERRORS, alerts: EN_ALERTS },
  de,
})
