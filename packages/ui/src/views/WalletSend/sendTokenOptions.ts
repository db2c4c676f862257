import type { CaipNetwork, TokenBalance } from '@latchkey/core'
import { formatTokenAmount } from '../../format/formatTokenAmount'

export const NATIVE = 'native'

/** The send form's choices: the native currency first, then the account's tokens by address (amounts in `locale`). */
export function sendTokenOptions(
  network: CaipNetwork,
  nativeBalance: string | undefined,
  tokens: readonly TokenBalance[],
  locale: string,
) {
  return [
    {
      value: NATIVE,
      label: `${network.nativeCurrency.symbol} (${formatTokenAmount(nativeBalance ?? '0', locale)})`,
    },
    ...tokens
      .filter((token) => token.address)
      .map((token) => ({
        value: token.address as string,
        label: `${token.symbol} (${formatTokenAmount(token.quantity.numeric, locale)})`,
      })),
  ]
}
