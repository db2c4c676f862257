import { useEffect, useSyncExternalStore } from 'react'
import type { LocaleTable, LocaleTables } from './LocaleTable'
import {
  loadLocale,
  loadsOnDemand,
  localeFailed,
  localesVersion,
  localeTableOf,
  subscribeLocales,
} from './loadLocale'

/**
 * `tag`'s table from `tables` or, for an on-demand locale, once its chunk has loaded (fetched
 * here). `ready` is false while the chunk is on its way: the caller shows nothing rather than
 * English in its place. A chunk that failed to load leaves `ready` with no table (English).
 */
export function useLocaleTable(
  tables: LocaleTables,
  tag: string,
): { table: LocaleTable | undefined; ready: boolean } {
  useSyncExternalStore(subscribeLocales, localesVersion, localesVersion)
  const table = localeTableOf(tables, tag)
  const waiting = table === undefined && loadsOnDemand(tag) && !localeFailed(tag)
  useEffect(() => {
    if (waiting) void loadLocale(tag)
  }, [waiting, tag])
  return { table, ready: !waiting }
}
