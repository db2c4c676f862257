import type { FrameTable } from './en'

/**
 * The frame's locales: the modal's built-in ones (packages/ui's LOCALE_TAGS, checked by a test),
 * each table its own chunk fetched when the host first says the modal speaks it.
 */
export const FRAME_LOCALE_LOADERS: Readonly<Record<string, () => Promise<FrameTable>>> = {
  de: async () => (await import('./locales/de')).default,
  ar: async () => (await import('./locales/ar')).default,
  he: async () => (await import('./locales/he')).default,
  fa: async () => (await import('./locales/fa')).default,
  'zh-Hans': async () => (await import('./locales/zh-Hans')).default,
  'zh-Hant': async () => (await import('./locales/zh-Hant')).default,
  ja: async () => (await import('./locales/ja')).default,
  ko: async () => (await import('./locales/ko')).default,
  es: async () => (await import('./locales/es')).default,
  'pt-BR': async () => (await import('./locales/pt-BR')).default,
  fr: async () => (await import('./locales/fr')).default,
  it: async () => (await import('./locales/it')).default,
  ru: async () => (await import('./locales/ru')).default,
  uk: async () => (await import('./locales/uk')).default,
  tr: async () => (await import('./locales/tr')).default,
  id: async () => (await import('./locales/id')).default,
  vi: async () => (await import('./locales/vi')).default,
  th: async () => (await import('./locales/th')).default,
  hi: async () => (await import('./locales/hi')).default,
  pl: async () => (await import('./locales/pl')).default,
  nl: async () => (await import('./locales/nl')).default,
  sv: async () => (await import('./locales/sv')).default,
  cs: async () => (await import('./locales/cs')).default,
  ro: async () => (await import('./locales/ro')).default,
}

/** The frame's tags, English first. */
export const FRAME_LOCALE_TAGS: readonly string[] = ['en', ...Object.keys(FRAME_LOCALE_LOADERS)]

const BY_LOWER = new Map(FRAME_LOCALE_TAGS.map((tag) => [tag.toLowerCase(), tag]))

/**
 * The frame's own tag for what the host sent: one of FRAME_LOCALE_TAGS (any letter case), else
 * English. The host's word is trusted for nothing else: it only picks a table.
 */
export function frameLocaleOf(requested: unknown): string {
  if (typeof requested !== 'string' || requested.length > 35) return 'en'
  return BY_LOWER.get(requested.toLowerCase()) ?? 'en'
}

/** 'rtl' for the right-to-left locales among them (Arabic, Hebrew, Persian). */
export function frameDirectionOf(tag: string): 'rtl' | 'ltr' {
  return tag === 'ar' || tag === 'he' || tag === 'fa' ? 'rtl' : 'ltr'
}
