import type { MessageKey } from '../en'
import { useI18n } from '../I18nContext'
import { interpolate, type Params } from '../interpolate'

/** A lazy view's own texts in one locale: every key of its English list, no other. */
export type ViewTexts<K extends string> = Readonly<Record<K, string>>

/** Each built-in locale's texts of one lazy view, each its own chunk (fetched with the view). */
export type ViewTextLoaders<K extends string> = Readonly<
  Record<string, () => Promise<ViewTexts<K>>>
>

interface Loading<K extends string> {
  promise: Promise<void>
  texts?: Partial<ViewTexts<K>>
}

// Per loaders (one per view family): each locale's chunk, loading or in.
const caches = new WeakMap<object, Map<string, Loading<string>>>()

function textsOf<K extends string>(
  loaders: ViewTextLoaders<K>,
  tag: string,
): Partial<ViewTexts<K>> | undefined {
  const load = Object.hasOwn(loaders, tag) ? loaders[tag] : undefined
  if (tag === 'en' || !load) return undefined
  let cache = caches.get(loaders)
  if (!cache) {
    cache = new Map()
    caches.set(loaders, cache)
  }
  let loading = cache.get(tag) as Loading<K> | undefined
  if (!loading) {
    const entry: Loading<K> = { promise: Promise.resolve() }
    entry.promise = load().then(
      (texts) => {
        entry.texts = texts
      },
      () => {
        entry.texts = {}
      },
    )
    cache.set(tag, entry)
    loading = entry
  }
  // Suspense: React renders the view again once the chunk is in.
  if (!loading.texts) throw loading.promise
  return loading.texts
}

/**
 * t() for a lazy view whose texts are not in the locale tables (they would load with the modal):
 * the host's `messages` or a locale table's text of a key first, then the view's own text in the
 * locale, then its English one. The view suspends (its Suspense shows the loading state) until
 * the locale's chunk of its texts is in, so it never flashes English; a chunk that fails to load
 * leaves the view in English.
 */
export function useViewT<K extends string>(
  english: ViewTexts<K>,
  loaders: ViewTextLoaders<K>,
): (key: K, params?: Params) => string {
  const i18n = useI18n()
  const own = textsOf(loaders, i18n.locale)
  return (key, params) => {
    const given = i18n.t(key as string as MessageKey, params)
    if (given !== key) return given
    const text = own?.[key]
    if (text !== undefined)
      return i18n.render ? i18n.render(text, params) : interpolate(text, params)
    return i18n.render ? i18n.render(english[key], params, true) : interpolate(english[key], params)
  }
}
