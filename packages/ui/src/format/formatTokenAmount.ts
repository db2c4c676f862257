import { formatAmount } from '@latchkey/core'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * A token amount in the locale's digits and separators ('1234.5678' → '1234,567' in de,
 * '١٢٣٤٫٥٦٧' in ar): core's display rule first (3 decimals, cut not rounded, no trailing
 * zeros), then Intl on that exact decimal string, so no digit is lost to a float.
 */
export function formatTokenAmount(value: unknown, locale: string): string {
  const exact = formatAmount(value)
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: false })
    formats.set(locale, format)
  }
  // A decimal string is formatted exactly (Intl.NumberFormat v3); ES2022's types know only numbers.
  return format.format(exact as unknown as number)
}
