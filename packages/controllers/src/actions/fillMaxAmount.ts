import { formatUnits, parseUnits } from '@latchkey/core'
import type { CoreContext } from '../core/CoreContext'

export type FillMaxAmountReturnType = string

/**
 * Max on the send form (SPEC §5): a token's whole balance, or the native balance less a plain
 * transfer's fee (the fee is paid from the same balance), never below zero. An action of its
 * own so that only the send view's chunk carries it.
 */
export function fillMaxAmount(ctx: Pick<CoreContext, 'chain' | 'send'>): FillMaxAmountReturnType {
  const form = ctx.send.state
  const network = ctx.chain.state.activeCaipNetwork
  const balance = ctx.chain.getAccount()?.balance ?? '0'
  let amount = balance
  if (form.token) amount = form.token.quantity.numeric
  else if (network) {
    const decimals = network.nativeCurrency.decimals
    const left = parseUnits(balance, decimals) - BigInt(form.networkFee ?? '0')
    amount = left > 0n ? formatUnits(left, decimals) : '0'
  }
  ctx.send.setTokenAmount(amount)
  return amount
}
