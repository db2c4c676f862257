import { directionOf } from './direction'
import type { MessageKey, Messages } from './en'
import { formatNumbers } from './formatNumbers'
import { interpolate, type Params } from './interpolate'
import type { LocaleTables } from './LocaleTable'
import { resolveLocale } from './localeTags'
import { selectPlurals } from './plural'

/** The UI texts of one locale: all the page buttons need, and the base of a full Translator. */
export interface TextTranslator {
  locale: string
  /** The locale's writing direction (the modal's and the page buttons' root); 'ltr' if none. */
  dir?: 'rtl' | 'ltr'
  /** A number in the locale's digits and grouping. */
  formatNumber?(value: number): string
  /** A UI text in the locale, else English. */
  t(key: MessageKey, params?: Params): string
  /**
   * A template of the locale (or English's, `english`) with its plurals chosen and its
   * placeholders filled, numbers in the locale's digits.
   */
  render?(template: string, params?: Params, english?: boolean): string
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
  const formatNumber = (value: number) => numbers.format(value)
  // Plural branches by the rules of the language the text is in (English's when it falls back).
  const rules = new Intl.PluralRules(matched)
  const englishRules = matched === 'en' ? rules : new Intl.PluralRules('en')
  const render = (template: string, params?: Params, inEnglish = false) => {
    const plurals = inEnglish ? englishRules : rules
    return interpolate(
      selectPlurals(template, params, plurals, formatNumber),
      formatNumbers(params, formatNumber),
    )
  }
  return {
    locale: matched,
    dir: directionOf(matched),
    formatNumber,
    render,
    t: (key, params) => {
      const own = messages[key]
      return own !== undefined ? render(own, params) : render(english[key] ?? key, params, true)
    },
  }
}
