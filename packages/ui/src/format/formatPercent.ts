/**
 * A percentage given in percent, in the locale ('0.5%' in en, '0,5 %' in de, '%0.5' in tr):
 * up to two decimals, or exactly `fixed` of them (a price impact reads '1.20%').
 */
export function formatPercent(percent: number, locale: string, fixed?: number): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: fixed ?? 0,
    maximumFractionDigits: fixed ?? 2,
  }).format(percent / 100)
}
