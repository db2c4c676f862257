import type { AdapterContext } from './AdapterContext'
import { forgetNativeBalance, nativeBalanceKey } from './getBalance'

/** Drops cached native balances a sent transaction is about to change (value and gas). */
export function forgetBalances(
  context: AdapterContext,
  chainId: number,
  addresses: readonly string[],
): void {
  for (const address of addresses) forgetNativeBalance(context, nativeBalanceKey(chainId, address))
}
