/** A count in the locale's digits ('1,234' in en, '١٬٢٣٤' in ar). */
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(count)
}

/** The plural category of `count` in the locale ('one', 'few', 'many', 'other' …). */
export function pluralOf(count: number, locale: string): Intl.LDMLPluralRule {
  return new Intl.PluralRules(locale).select(count)
}
