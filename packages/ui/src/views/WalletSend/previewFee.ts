import { type CaipNetwork, formatAmount, formatUnits } from '@latchkey/core'

interface FeeFields {
  networkFee?: string | undefined
  gasPriceInUSD?: number | undefined
}

/**
 * The review step's fee line: the fee of a plain transfer in the native currency, with its
 * value in USD when the balances priced it (never on testnets, SPEC §5). Undefined when the
 * adapter gave no estimate: the wallet then sets the fee.
 */
export function previewFee(network: CaipNetwork, form: FeeFields): string | undefined {
  if (form.networkFee === undefined) return undefined
  const fee = BigInt(form.networkFee)
  const shown = formatAmount(formatUnits(fee, network.nativeCurrency.decimals))
  // Cut to 3 decimals (SPEC §5) a real fee often reads 0: say it is below the smallest shown.
  const amount = `${fee > 0n && shown === '0' ? '<0.001' : shown} ${network.nativeCurrency.symbol}`
  const usd = form.gasPriceInUSD
  if (network.testnet || usd === undefined || !Number.isFinite(usd)) return amount
  return `${amount} ($${usd < 0.01 ? '<0.01' : usd.toFixed(2)})`
}
