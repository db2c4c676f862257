import type { CaipNetwork, TokenBalance } from '@latchkey/core'
import { formatAmount } from '@latchkey/core'

export const NATIVE = 'native'

/** The send form's choices: the native currency first, then the account's tokens by address. */
export function sendTokenOptions(
  network: CaipNetwork,
  nativeBalance: string | undefined,
  tokens: readonly TokenBalance[],
) {
  return [
    {
      value: NATIVE,
      label: `${network.nativeCurrency.symbol} (${formatAmount(nativeBalance ?? '0')})`,
    },
    ...tokens
      .filter((token) => token.address)
      .map((token) => ({
        value: token.address as string,
        label: `${token.symbol} (${formatAmount(token.quantity.numeric)})`,
      })),
  ]
}
