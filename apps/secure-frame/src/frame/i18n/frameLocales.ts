import type { LocaleTag } from '../../i18n/localeTags'
import type { FrameTable } from './en'

/**
 * The frame's tables for every locale but English (i18n/localeTags.ts, the type checks that none
 * is missing), each its own chunk fetched when the host first says the modal speaks it.
 */
export const FRAME_LOCALE_LOADERS: Readonly<
  Record<Exclude<LocaleTag, 'en'>, () => Promise<FrameTable>>
> = {
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
