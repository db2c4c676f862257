import type { ViewTextLoaders } from '../../i18n/locales/viewTexts'
import type { SwapMessageKey } from './swapMessages'

/** Each built-in locale's texts of these views, by tag: each its own chunk, fetched with the views. */
export const SWAP_LOCALES: ViewTextLoaders<SwapMessageKey> = {
  de: async () => (await import('./locales/de')).texts,
  fr: async () => (await import('./locales/fr')).texts,
  es: async () => (await import('./locales/es')).texts,
  'pt-BR': async () => (await import('./locales/pt-BR')).texts,
  it: async () => (await import('./locales/it')).texts,
  nl: async () => (await import('./locales/nl')).texts,
  sv: async () => (await import('./locales/sv')).texts,
  pl: async () => (await import('./locales/pl')).texts,
  cs: async () => (await import('./locales/cs')).texts,
  ro: async () => (await import('./locales/ro')).texts,
  ru: async () => (await import('./locales/ru')).texts,
  uk: async () => (await import('./locales/uk')).texts,
  tr: async () => (await import('./locales/tr')).texts,
  id: async () => (await import('./locales/id')).texts,
  vi: async () => (await import('./locales/vi')).texts,
  ja: async () => (await import('./locales/ja')).texts,
  ko: async () => (await import('./locales/ko')).texts,
  'zh-Hans': async () => (await import('./locales/zh-Hans')).texts,
  'zh-Hant': async () => (await import('./locales/zh-Hant')).texts,
  th: async () => (await import('./locales/th')).texts,
  hi: async () => (await import('./locales/hi')).texts,
  ar: async () => (await import('./locales/ar')).texts,
  he: async () => (await import('./locales/he')).texts,
  fa: async () => (await import('./locales/fa')).texts,
}
