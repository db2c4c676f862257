import { BUTTON_TABLES } from './buttonTables'
import type { Messages } from './en'
import type { LocaleTables } from './LocaleTable'
import { loadLocale } from './loadLocale'
import { resolveLocale } from './localeTags'
import { type TextTranslator, textTranslatorFrom } from './textTranslator'

/**
 * The page buttons' texts in the visitor's locale (a chunk of its own, loaded by useButtonTexts
 * when the locale may not be English): the locale's table is fetched first, so a button never
 * shows English in its place. A table that fails to load leaves English.
 */
export async function buttonTexts(
  locale: string | undefined,
  messages: Partial<Messages> | undefined,
): Promise<TextTranslator> {
  const tag = resolveLocale(locale)
  const builtIn: LocaleTables = BUTTON_TABLES
  const table = builtIn[tag] ?? (await loadLocale(tag))
  const tables = table ? { ...builtIn, [tag]: table } : builtIn
  return textTranslatorFrom(tables, table ? tag : 'en', { messages })
}
