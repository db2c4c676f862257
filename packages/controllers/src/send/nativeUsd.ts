import { type CaipNetwork, formatUnits, type TokenBalance } from '@latchkey/core'

export interface NativeUsd {
  /** The fee of a plain transfer, in USD. */
  transferFee: number
  /** The native balance in USD, two decimals ('12.34'). */
  balance: string
}

/**
 * The native currency's USD figures for the send form, from the account's balances (the entry
 * of the network with no token address). Undefined when the balances carry no native price,
 * so nothing is shown rather than a wrong $0.
 */
export function nativeUsd(
  balances: readonly TokenBalance[],
  network: CaipNetwork,
  /** A plain transfer's fee in the native currency's smallest unit. */
  transferFee: bigint,
): NativeUsd | undefined {
  const native = balances.find(
    (token) => token.address === undefined && token.chainId === network.caipNetworkId,
  )
  if (!native || !Number.isFinite(native.price) || native.price <= 0) return undefined
  const fee = Number(formatUnits(transferFee, network.nativeCurrency.decimals))
  const value = Number.isFinite(native.value)
    ? native.value
    : Number(native.quantity.numeric) * native.price
  return { transferFee: fee * native.price, balance: value.toFixed(2) }
}
