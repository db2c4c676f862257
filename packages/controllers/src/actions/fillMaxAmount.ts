import { formatUnits, parseUnits } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Send from '../controllers/SendController'
import type { Config } from '../core/Config'

export type FillMaxAmountReturnType = string

/**
 * Max on the send form (SPEC §5): a token's whole balance, or the native balance less a plain
 * transfer's fee (the fee is paid from the same balance), never below zero. An action of its
 * own so that only the send view's chunk carries it.
 */
export function fillMaxAmount(ctx: Config): FillMaxAmountReturnType {
  const form = Send.state(ctx)
  const network = Chain.state(ctx).activeCaipNetwork
  const balance = Chain.getAccount(ctx)?.balance ?? '0'
  let amount = balance
  if (form.token) amount = form.token.quantity.numeric
  else if (network) {
    const decimals = network.nativeCurrency.decimals
    const left = parseUnits(balance, decimals) - BigInt(form.networkFee ?? '0')
    amount = left > 0n ? formatUnits(left, decimals) : '0'
  }
  Send.setTokenAmount(ctx, amount)
  return amount
}
