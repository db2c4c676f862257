import { de } from './de'
import { en } from './en'
import type { LocaleTables } from './LocaleTable'

export { DEFAULT_LOCALE, matchLocale } from './localeTags'

/** The built-in locales' full tables, by BCP 47 language tag (the modal's, loaded with it). */
export const LOCALES: LocaleTables = /* @__PURE__ */ Object.freeze({
  en: { messages: en },
  de,
})
