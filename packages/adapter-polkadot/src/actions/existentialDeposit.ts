import {
  type CaipNetwork,
  formatUnits,
  type LatchkeyError,
  latchkeyErrorWith,
} from '@latchkey/core'
import type { AccountBalances } from './AdapterContext'

export interface ExistentialDepositCheck {
  amount: bigint
  fee: bigint
  existentialDeposit: bigint
  sender: AccountBalances
  receiver: AccountBalances
  caipNetwork: CaipNetwork
}

/**
 * A Substrate account exists only while it holds the existential deposit: a transfer that would
 * create the receiver with less, or (keep-alive) leave the sender with less, is refused before
 * the wallet is asked. §8 has no text of its own for it: the amount is the invalid field, the
 * rule and the minimum are in `details`.
 */
export function checkExistentialDeposit({
  amount,
  fee,
  existentialDeposit,
  sender,
  receiver,
  caipNetwork,
}: ExistentialDepositCheck): LatchkeyError | undefined {
  const { decimals, symbol } = caipNetwork.nativeCurrency
  const minimum = `${formatUnits(existentialDeposit, decimals)} ${symbol}`
  if (receiver.free + receiver.reserved === 0n && amount < existentialDeposit)
    return refusal('belowExistentialDeposit', minimum, {
      explanation: `The receiving account does not exist yet: send at least the existential deposit of ${minimum}.`,
    })
  if (amount + fee + existentialDeposit > sender.transferable)
    return refusal('keepAlive', minimum, {
      explanation: `The sending account must keep the existential deposit of ${minimum} after the amount and the fee.`,
      available: formatUnits(
        sender.transferable > fee + existentialDeposit
          ? sender.transferable - fee - existentialDeposit
          : 0n,
        decimals,
      ),
    })
  return undefined
}

function refusal(
  rule: 'belowExistentialDeposit' | 'keepAlive',
  existentialDeposit: string,
  extra: Record<string, string>,
): LatchkeyError {
  return latchkeyErrorWith('INVALID_AMOUNT_AND_RECEIVER', {
    details: { missing: ['amount'], rule, existentialDeposit, ...extra },
  })
}
