/** The built-in locales' BCP 47 language tags (the tables themselves load with the modal). */
export const LOCALE_TAGS: readonly string[] = /* @__PURE__ */ Object.freeze(
  'en de ar he fa zh-Hans zh-Hant ja ko es pt-BR fr it ru uk tr id vi th hi pl nl sv cs ro'.split(
    ' ',
  ),
)

export const DEFAULT_LOCALE = 'en'

export { directionOf } from './direction'

// Lower-case tag (or prefix) → built-in tag: every tag itself, then the regions, scripts and
// retired codes that mean one of them.
const BY_TAG = /* @__PURE__ */ new Map<string, string>([
  ...LOCALE_TAGS.map((tag) => [tag.toLowerCase(), tag] as [string, string]),
  ...'zh zh-cn zh-sg zh-my'.split(' ').map((tag) => [tag, 'zh-Hans'] as [string, string]),
  ...'zh-tw zh-hk zh-mo'.split(' ').map((tag) => [tag, 'zh-Hant'] as [string, string]),
  ['pt', 'pt-BR'],
  ['iw', 'he'],
  ['in', 'id'],
])

// The host's own locales (addLocale), by lower-case tag: matched before the built-in ones.
const HOST_TAGS = new Map<string, string>()

/** Makes a host's locale one that an option or a browser language can pick. */
export function addLocaleTag(tag: string): void {
  HOST_TAGS.set(tag.toLowerCase(), tag)
}

/** The built-in locale a language subtag means ('pt' → 'pt-BR', 'de' → 'de'), if any. */
export function builtInLocale(language: string): string | undefined {
  return BY_TAG.get(language.toLowerCase())
}

/** One requested tag → a host's or built-in one, from the most specific prefix down; undefined if none. */
function matchOne(requested: string): string | undefined {
  const subtags = requested.trim().replace(/_/g, '-').toLowerCase().split('-')
  for (let length = subtags.length; length > 0; length--) {
    const prefix = subtags.slice(0, length).join('-')
    const found = HOST_TAGS.get(prefix) ?? BY_TAG.get(prefix)
    if (found) return found
  }
  return undefined
}

/**
 * The first of `requested` (a tag, or tags in order of preference) that a built-in locale
 * serves, region → base language (zh-TW → zh-Hant, pt-PT → pt-BR, iw → he, de-AT → de);
 * English when none does.
 */
export function matchLocale(requested: string | readonly string[] | undefined): string {
  const tags = typeof requested === 'string' ? [requested] : (requested ?? [])
  for (const tag of tags) {
    const found = tag ? matchOne(tag) : undefined
    if (found) return found
  }
  return DEFAULT_LOCALE
}

/** The browser's languages in order of preference (none outside a browser). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

/**
 * The locale to speak: the host's option when a built-in locale serves it, else the visitor's
 * browser languages in order, else English.
 */
export function resolveLocale(option: string | undefined): string {
  return matchLocale([...(option ? [option] : []), ...browserLanguages()])
}
