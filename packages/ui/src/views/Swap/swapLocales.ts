import type { ViewTextLoaders } from '../../i18n/locales/viewTexts'
import type { SwapMessageKey } from './swapMessages'

/**
 * Each built-in locale's texts of these views, by tag: each its own chunk, fetched with the views
 * (a visitor's fetches one). They live beside the locale tables (i18n/locales/swap-<tag>.ts), as on-demand
 * chunks of one locale's words that the bundle bench counts like the tables: the largest once.
 */
export const SWAP_LOCALES: ViewTextLoaders<SwapMessageKey> = {
  de: async () => (await import('../../i18n/locales/swap-de')).texts,
  fr: async () => (await import('../../i18n/locales/swap-fr')).texts,
  es: async () => (await import('../../i18n/locales/swap-es')).texts,
  'pt-BR': async () => (await import('../../i18n/locales/swap-pt-BR')).texts,
  it: async () => (await import('../../i18n/locales/swap-it')).texts,
  nl: async () => (await import('../../i18n/locales/swap-nl')).texts,
  sv: async () => (await import('../../i18n/locales/swap-sv')).texts,
  pl: async () => (await import('../../i18n/locales/swap-pl')).texts,
  cs: async () => (await import('../../i18n/locales/swap-cs')).texts,
  ro: async () => (await import('../../i18n/locales/swap-ro')).texts,
  ru: async () => (await import('../../i18n/locales/swap-ru')).texts,
  uk: async () => (await import('../../i18n/locales/swap-uk')).texts,
  tr: async () => (await import('../../i18n/locales/swap-tr')).texts,
  id: async () => (await import('../../i18n/locales/swap-id')).texts,
  vi: async () => (await import('../../i18n/locales/swap-vi')).texts,
  ja: async () => (await import('../../i18n/locales/swap-ja')).texts,
  ko: async () => (await import('../../i18n/locales/swap-ko')).texts,
  'zh-Hans': async () => (await import('../../i18n/locales/swap-zh-Hans')).texts,
  'zh-Hant': async () => (await import('../../i18n/locales/swap-zh-Hant')).texts,
  th: async () => (await import('../../i18n/locales/swap-th')).texts,
  hi: async () => (await import('../../i18n/locales/swap-hi')).texts,
  ar: async () => (await import('../../i18n/locales/swap-ar')).texts,
  he: async () => (await import('../../i18n/locales/swap-he')).texts,
  fa: async () => (await import('../../i18n/locales/swap-fa')).texts,
}
