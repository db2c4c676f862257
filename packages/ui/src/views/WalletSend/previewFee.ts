import { type CaipNetwork, formatUnits } from '@latchkey/core'
import { formatFiat } from '../../format/formatFiat'
import { formatTokenAmount } from '../../format/formatTokenAmount'

interface FeeFields {
  networkFee?: string | undefined
  gasPriceInUSD?: number | undefined
}

/**
 * The review step's fee line: the fee of a plain transfer in the native currency, with its
 * value in USD when the balances priced it (never on testnets, SPEC §5). Undefined when the
 * adapter gave no estimate: the wallet then sets the fee. Numbers in `locale`'s format.
 */
export function previewFee(
  network: CaipNetwork,
  form: FeeFields,
  locale: string,
): string | undefined {
  if (form.networkFee === undefined) return undefined
  const fee = BigInt(form.networkFee)
  const exact = formatUnits(fee, network.nativeCurrency.decimals)
  // Cut to 3 decimals (SPEC §5) a real fee often reads 0: say it is below the smallest shown.
  const tiny = fee > 0n && formatTokenAmount(exact, 'en') === '0'
  const shown = tiny ? `<${formatTokenAmount('0.001', locale)}` : formatTokenAmount(exact, locale)
  const amount = `${shown} ${network.nativeCurrency.symbol}`
  const usd = form.gasPriceInUSD
  if (network.testnet || usd === undefined || !Number.isFinite(usd)) return amount
  // Rounded to the penny (a fee, not a balance), then in the locale's currency format.
  const dollars = usd < 0.01 ? `<${formatFiat('0.01', locale)}` : formatFiat(usd.toFixed(2), locale)
  return `${amount} (${dollars})`
}
