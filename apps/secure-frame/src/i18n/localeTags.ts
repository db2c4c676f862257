/**
 * The locales the frame and its server speak: the modal's 25 built-in ones (packages/ui's
 * LOCALE_TAGS, checked by a test), English first. One list for both, so the frame's tables and
 * the server's mails cannot name different sets.
 */
export const LOCALE_TAGS = [
  'en',
  'de',
  'ar',
  'he',
  'fa',
  'zh-Hans',
  'zh-Hant',
  'ja',
  'ko',
  'es',
  'pt-BR',
  'fr',
  'it',
  'ru',
  'uk',
  'tr',
  'id',
  'vi',
  'th',
  'hi',
  'pl',
  'nl',
  'sv',
  'cs',
  'ro',
] as const

export type LocaleTag = (typeof LOCALE_TAGS)[number]

const BY_LOWER = new Map<string, LocaleTag>(LOCALE_TAGS.map((tag) => [tag.toLowerCase(), tag]))

/** Our tag spelled `value` in any letter case, else undefined. */
export function knownLocaleTag(value: string): LocaleTag | undefined {
  return BY_LOWER.get(value.toLowerCase())
}

/**
 * Our own tag for what a host or a request named: one of LOCALE_TAGS (any letter case), else
 * English. Only this tag ever picks a table or reaches a mail, a link or a page, never the value
 * sent.
 */
export function localeTagOf(requested: unknown): LocaleTag {
  if (typeof requested !== 'string' || requested.length > 35) return 'en'
  return knownLocaleTag(requested) ?? 'en'
}

/** 'rtl' for the right-to-left locales among them (Arabic, Hebrew, Persian). */
export function directionOf(tag: string): 'rtl' | 'ltr' {
  return tag === 'ar' || tag === 'he' || tag === 'fa' ? 'rtl' : 'ltr'
}
