import type { ViewTextLoaders } from '../../i18n/locales/viewTexts'
import type { OnRampMessageKey } from './onrampMessages'

/**
 * Each built-in locale's texts of these views, by tag: each its own chunk, fetched with the views
 * (a visitor's fetches one). They live beside the locale tables (i18n/locales/onramp-<tag>.ts), as on-demand
 * chunks of one locale's words that the bundle bench counts like the tables: the largest once.
 */
export const ONRAMP_LOCALES: ViewTextLoaders<OnRampMessageKey> = {
  de: async () => (await import('../../i18n/locales/onramp-de')).texts,
  fr: async () => (await import('../../i18n/locales/onramp-fr')).texts,
  es: async () => (await import('../../i18n/locales/onramp-es')).texts,
  'pt-BR': async () => (await import('../../i18n/locales/onramp-pt-BR')).texts,
  it: async () => (await import('../../i18n/locales/onramp-it')).texts,
  nl: async () => (await import('../../i18n/locales/onramp-nl')).texts,
  sv: async () => (await import('../../i18n/locales/onramp-sv')).texts,
  pl: async () => (await import('../../i18n/locales/onramp-pl')).texts,
  cs: async () => (await import('../../i18n/locales/onramp-cs')).texts,
  ro: async () => (await import('../../i18n/locales/onramp-ro')).texts,
  ru: async () => (await import('../../i18n/locales/onramp-ru')).texts,
  uk: async () => (await import('../../i18n/locales/onramp-uk')).texts,
  tr: async () => (await import('../../i18n/locales/onramp-tr')).texts,
  id: async () => (await import('../../i18n/locales/onramp-id')).texts,
  vi: async () => (await import('../../i18n/locales/onramp-vi')).texts,
  ja: async () => (await import('../../i18n/locales/onramp-ja')).texts,
  ko: async () => (await import('../../i18n/locales/onramp-ko')).texts,
  'zh-Hans': async () => (await import('../../i18n/locales/onramp-zh-Hans')).texts,
  'zh-Hant': async () => (await import('../../i18n/locales/onramp-zh-Hant')).texts,
  th: async () => (await import('../../i18n/locales/onramp-th')).texts,
  hi: async () => (await import('../../i18n/locales/onramp-hi')).texts,
  ar: async () => (await import('../../i18n/locales/onramp-ar')).texts,
  he: async () => (await import('../../i18n/locales/onramp-he')).texts,
  fa: async () => (await import('../../i18n/locales/onramp-fa')).texts,
}
