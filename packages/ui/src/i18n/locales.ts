import { de } from './de'
import { en } from './en'
import { EN_ALERTS, EN_ERRORS } from './enCatalogue'
import type { LocaleTables } from './LocaleTable'

export { DEFAULT_LOCALE, matchLocale } from './localeTags'

/** English and German, by BCP 47 language tag: the modal's chunk carries them (the 23 others load on demand: loadLocale). */
export const LOCALES: LocaleTables = Object.freeze({
  en: { messages: en, errors: EN_ERRORS, alerts: EN_ALERTS },
  de,
})
