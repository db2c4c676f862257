import { useMemo } from 'react'
import { useI18n } from '../i18n/I18nContext'
import { formatFiat } from './formatFiat'
import { formatPercent } from './formatPercent'
import { formatTokenAmount } from './formatTokenAmount'

export interface Formats {
  locale: string
  /** A token amount by core's rule in the locale's digits ('1234,567' in de). */
  amount(value: unknown): string
  /** US dollars in the locale ('1.234,56 $' in de), pennies cut (SPEC §5). */
  fiat(value: unknown, options?: { testnet?: boolean }): string
  /** A percentage given in percent (0.5 → '0.5%', '0,5 %' in de); `fixed` digits when given. */
  percent(value: number, fixed?: number): string
}

/** The amount and fiat formats of the modal's locale: every view that shows one uses these. */
export function useFormats(): Formats {
  const { locale } = useI18n()
  return useMemo(
    () => ({
      locale,
      amount: (value) => formatTokenAmount(value, locale),
      fiat: (value, options) => formatFiat(value, locale, options),
      percent: (value, fixed) => formatPercent(value, locale, fixed),
    }),
    [locale],
  )
}
