/** The built-in locales' BCP 47 language tags (the tables themselves load with the modal). */
export const LOCALE_TAGS: readonly string[] = Object.freeze(['en', 'de'])

export const DEFAULT_LOCALE = 'en'

/** 'de-AT' → 'de', 'EN_us' → 'en', unknown → 'en'. */
export function matchLocale(requested: string | undefined): string {
  if (!requested) return DEFAULT_LOCALE
  const tag = requested.replace('_', '-').toLowerCase()
  if (LOCALE_TAGS.includes(tag)) return tag
  const language = tag.split('-')[0] ?? ''
  return LOCALE_TAGS.includes(language) ? language : DEFAULT_LOCALE
}
