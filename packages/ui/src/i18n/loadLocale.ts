import type { LocaleTable, LocaleTables } from './LocaleTable'

/**
 * The built-in locales but English: each its own chunk, fetched when the modal (or a page
 * button) first speaks it. German comes with the modal's chunk too (LOCALES).
 */
const LOADERS: Readonly<Record<string, () => Promise<LocaleTable>>> = {
  // Also in the modal's chunk; the page buttons fetch it alone.
  de: async () => (await import('./de')).de,
  ar: async () => (await import('./locales/ar')).ar,
  he: async () => (await import('./locales/he')).he,
  fa: async () => (await import('./locales/fa')).fa,
  'zh-Hans': async () => (await import('./locales/zh-Hans')).zhHans,
  'zh-Hant': async () => (await import('./locales/zh-Hant')).zhHant,
  ja: async () => (await import('./locales/ja')).ja,
  ko: async () => (await import('./locales/ko')).ko,
  es: async () => (await import('./locales/es')).es,
  'pt-BR': async () => (await import('./locales/pt-BR')).ptBR,
  fr: async () => (await import('./locales/fr')).fr,
  it: async () => (await import('./locales/it')).it,
  ru: async () => (await import('./locales/ru')).ru,
  uk: async () => (await import('./locales/uk')).uk,
  tr: async () => (await import('./locales/tr')).tr,
  id: async () => (await import('./locales/id')).id,
  vi: async () => (await import('./locales/vi')).vi,
  th: async () => (await import('./locales/th')).th,
  hi: async () => (await import('./locales/hi')).hi,
  pl: async () => (await import('./locales/pl')).pl,
  nl: async () => (await import('./locales/nl')).nl,
  sv: async () => (await import('./locales/sv')).sv,
  cs: async () => (await import('./locales/cs')).cs,
  ro: async () => (await import('./locales/ro')).ro,
}

const loaded = new Map<string, LocaleTable>()
/** The host's own tables (addLocale): before any built-in one of the same tag. */
const hosts = new Map<string, LocaleTable>()
const loading = new Map<string, Promise<LocaleTable | undefined>>()
const failed = new Set<string>()
const listeners = new Set<() => void>()
let version = 0

const changed = () => {
  version++
  for (const listener of listeners) listener()
}

/** Whether `tag` is a table that loads on demand. */
export function loadsOnDemand(tag: string): boolean {
  return Object.hasOwn(LOADERS, tag)
}

/** `tag`'s table from `tables`, else once its chunk has loaded (undefined until then). */
export function localeTableOf(tables: LocaleTables, tag: string): LocaleTable | undefined {
  return hosts.get(tag) ?? tables[tag] ?? loaded.get(tag)
}

/** Adds (or replaces) a host's table: every provider speaking `tag` redraws with it. */
export function addHostTable(tag: string, table: LocaleTable): void {
  hosts.set(tag, table)
  changed()
}

/** Whether loading `tag`'s chunk failed last time (the modal then speaks English, not nothing). */
export function localeFailed(tag: string): boolean {
  return failed.has(tag)
}

/**
 * Fetches `tag`'s chunk once (a failed fetch is tried again on the next call); resolves with the
 * table, or undefined for a tag that does not load on demand or a failed fetch. A host's table
 * of the tag (addLocale) comes first unless `builtIn`.
 */
export function loadLocale(tag: string, builtIn = false): Promise<LocaleTable | undefined> {
  const table = (builtIn ? undefined : hosts.get(tag)) ?? loaded.get(tag)
  if (table) return Promise.resolve(table)
  const loader = Object.hasOwn(LOADERS, tag) ? LOADERS[tag] : undefined
  if (!loader) return Promise.resolve(undefined)
  let pending = loading.get(tag)
  if (!pending) {
    pending = loader().then(
      (table) => {
        loaded.set(tag, table)
        failed.delete(tag)
        loading.delete(tag)
        changed()
        return table
      },
      () => {
        failed.add(tag)
        loading.delete(tag)
        changed()
        return undefined
      },
    )
    loading.set(tag, pending)
  }
  return pending
}

/** For useSyncExternalStore: told whenever a chunk loads or fails. */
export function subscribeLocales(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function localesVersion(): number {
  return version
}
