import { invalidInput } from '@latchkey/core'
import { en, type Messages } from './en'
import { EN_ERRORS } from './enCatalogue'
import type { LocaleTable } from './LocaleTable'
import { addHostTable, loadLocale } from './loadLocale'
import { addLocaleTag, builtInLocale } from './localeTags'
import { placeholderNames } from './plural'

const warned = new Set<string>()

const isTexts = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Refuses a text that is not a string or names other placeholders than English's. */
function checkTexts(
  field: string,
  texts: Record<string, unknown>,
  english: Readonly<Record<string, string>>,
) {
  for (const [key, text] of Object.entries(texts)) {
    if (typeof text !== 'string') throw invalidInput(`${field}.${key}`, text)
    const own = english[key]
    if (own === undefined) continue
    const expected = placeholderNames(own)
    if (placeholderNames(text).join() !== expected.join())
      throw invalidInput(`${field}.${key}`, text, expected)
  }
}

/**
 * A host's own locale (appKit.addLocale): `tag` becomes a locale the option and the browser's
 * languages can pick, live. A text that is not a string or names other placeholders than
 * English's is refused with the invalid-input error, and nothing is added. A missing text is
 * the built-in base language's (pt-PT's → pt-BR's, de-CH's → de's, a replaced de's → the
 * built-in de's) when there is one, else English's,
 * with one console warning naming the missing keys.
 */
export async function addLocale(
  tag: string,
  table: LocaleTable,
  /** createAppKit's locale and texts: its page buttons resolve their locale again once added. */
  presentation?: { messages?: Partial<Messages> | undefined },
): Promise<void> {
  let canonical: string | undefined
  try {
    canonical = typeof tag === 'string' ? Intl.getCanonicalLocales(tag)[0] : undefined
  } catch {
    canonical = undefined
  }
  if (!canonical) throw invalidInput('locale', tag)
  if (!isTexts(table) || !isTexts(table.messages)) throw invalidInput('messages', table)
  checkTexts('messages', table.messages, en)
  if (table.errors !== undefined) {
    if (!isTexts(table.errors)) throw invalidInput('errors', table.errors)
    checkTexts('errors', table.errors, EN_ERRORS)
  }
  if (table.alerts !== undefined && !isTexts(table.alerts))
    throw invalidInput('alerts', table.alerts)

  // The base language's built-in table under the host's (English is every table's own
  // fallback): a replaced built-in locale keeps its own texts where the host's has none.
  const base = builtInLocale(canonical.split('-')[0] ?? canonical)
  const baseTable = base && base !== 'en' ? await loadLocale(base, true) : undefined
  const missing = (Object.keys(en) as (keyof Messages)[]).filter(
    (key) => !Object.hasOwn(table.messages, key),
  )
  if (missing.length && !warned.has(canonical)) {
    warned.add(canonical)
    console.warn(
      `Latchkey: locale '${canonical}' has no text for ${missing.length} keys, shown in ${
        baseTable ? base : 'en'
      } instead: ${missing.join(', ')}`,
    )
  }
  addLocaleTag(canonical)
  addHostTable(canonical, {
    messages: { ...baseTable?.messages, ...table.messages },
    errors: { ...baseTable?.errors, ...table.errors },
    alerts: { ...baseTable?.alerts, ...table.alerts },
  })
  // A new (equal) texts object is what makes the page buttons resolve their locale again: it
  // costs start-up nothing, where a signal of its own would.
  if (presentation) presentation.messages = { ...presentation.messages }
}
