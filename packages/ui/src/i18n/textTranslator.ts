import type { MessageKey, Messages } from './en'
import { formatNumbers } from './formatNumbers'
import { interpolate, type Params } from './interpolate'
import type { LocaleTables } from './LocaleTable'
import { resolveLocale } from './localeTags'

/** The UI texts of one locale: all the page buttons need, and the base of a full Translator. */
export interface TextTranslator {
  locale: string
  /** A number in the locale's digits and grouping. */
  formatNumber?(value: number): string
  /** A UI text in the locale, else English. */
  t(key: MessageKey, params?: Params): string
}

export interface TranslatorOptions {
  /** Host overrides on top of the locale, e.g. a product name in a title. */
  messages?: Partial<Messages>
}

/** UI texts over `tables` (the full ones, or the page buttons' few at start-up). */
export function textTranslatorFrom(
  tables: LocaleTables,
  locale?: string,
  options: TranslatorOptions = {},
): TextTranslator {
  const matched = resolveLocale(locale)
  const english = tables.en?.messages ?? {}
  const messages: Partial<Messages> = { ...tables[matched]?.messages, ...options.messages }
  // Counts and seconds in the locale's digits and grouping ('1.234' in de, '۱٬۲۳۴' in fa).
  const numbers = new Intl.NumberFormat(matched)
  return {
    locale: matched,
    formatNumber: (value) => numbers.format(value),
    t: (key, params) =>
      interpolate(
        messages[key] ?? english[key] ?? key,
        formatNumbers(params, (value) => numbers.format(value)),
      ),
  }
}
