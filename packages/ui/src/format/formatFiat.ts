import { formatBalanceUsd } from '@latchkey/core'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * A US dollar value in the locale ('$1,234.56' in en, '1.234,56 $' in de): core's rule first
 * (pennies cut, not rounded; zero on a testnet), then Intl's currency format on that exact string.
 */
export function formatFiat(value: unknown, locale: string, options: { testnet?: boolean } = {}) {
  const { dollars, pennies } = formatBalanceUsd(value, options)
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    formats.set(locale, format)
  }
  const exact = `${dollars.replaceAll(',', '')}.${pennies}`
  return format.format(exact as unknown as number)
}
