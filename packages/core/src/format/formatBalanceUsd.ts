import { toDecimalParts } from './decimal'

export interface UsdBalance {
  /** Whole dollars with thousands separators, e.g. '1,234' (with '-' when negative). */
  dollars: string
  /** Always two digits, cut (never rounded), e.g. '56'. */
  pennies: string
}

export interface FormatBalanceUsdOptions {
  testnet?: boolean
  /** False when the balance API does not serve the network. */
  supported?: boolean
}

const ZERO: UsdBalance = Object.freeze({ dollars: '0', pennies: '00' })

/**
 * SPEC §5: a USD balance split into dollars and two-digit pennies, shown as `${dollars}.${pennies}`.
 * Testnets and unsupported networks show 0.00; so does input that is not a number.
 */
export function formatBalanceUsd(
  value: unknown,
  options: FormatBalanceUsdOptions = {},
): UsdBalance {
  if (options.testnet || options.supported === false) return { ...ZERO }
  const parts = toDecimalParts(value)
  if (!parts) return { ...ZERO }
  const pennies = parts.fraction.slice(0, 2).padEnd(2, '0')
  const grouped = parts.integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const isZero = parts.integer === '0' && pennies === '00'
  return { dollars: `${parts.negative && !isZero ? '-' : ''}${grouped}`, pennies }
}

/** The display string of formatBalanceUsd: '1,234.56'. */
export function formatBalanceUsdText(
  value: unknown,
  options: FormatBalanceUsdOptions = {},
): string {
  const { dollars, pennies } = formatBalanceUsd(value, options)
  return `${dollars}.${pennies}`
}
