import type { EsploraUtxo } from '../esplora/esploraClient'
import { DUST_LIMIT, type ScriptType } from './scriptType'
import { estimateVsize } from './vsize'

export interface SelectCoinsParameters {
  utxos: readonly EsploraUtxo[]
  /** Satoshis to the receiver. */
  amount: bigint
  /** sat/vB. */
  feeRate: bigint
  /** The kind of the sender's outputs (every input is one of them). */
  inputType: Exclude<ScriptType, 'p2wsh'>
  receiverType: ScriptType
  /** Change goes back to the sender's own kind of script. */
  changeType: ScriptType
}

export interface CoinSelection {
  inputs: EsploraUtxo[]
  /** Satoshis back to the sender; 0n when the change would be dust and was left as fee. */
  change: bigint
  fee: bigint
  vsize: number
}

/** The sender's coins do not cover the amount and its fee. */
export class InsufficientFundsError extends Error {
  override readonly name = 'InsufficientFundsError'
  constructor(
    readonly needed: bigint,
    readonly available: bigint,
  ) {
    super(`Insufficient funds: ${needed} sats needed, ${available} available`)
  }
}

/**
 * Largest-first selection, confirmed coins before unconfirmed: adds coins until they pay the
 * amount and the fee of the transaction with change; change below the dust limit is folded into
 * the fee (then the transaction has no change output and the fee is what is left).
 */
export function selectCoins(parameters: SelectCoinsParameters): CoinSelection {
  const { amount, feeRate, inputType, receiverType, changeType } = parameters
  const ordered = [...parameters.utxos].sort(
    (a, b) => Number(b.status.confirmed) - Number(a.status.confirmed) || b.value - a.value,
  )
  const inputs: EsploraUtxo[] = []
  let total = 0n
  for (const utxo of ordered) {
    inputs.push(utxo)
    total += BigInt(utxo.value)
    const kinds = inputs.map(() => inputType)
    const withChange = estimateVsize(kinds, [receiverType, changeType])
    const change = total - amount - BigInt(withChange) * feeRate
    if (change >= DUST_LIMIT[changeType])
      return { inputs, change, fee: BigInt(withChange) * feeRate, vsize: withChange }
    const alone = estimateVsize(kinds, [receiverType])
    if (total - amount >= BigInt(alone) * feeRate)
      return { inputs, change: 0n, fee: total - amount, vsize: alone }
  }
  const fee =
    BigInt(
      estimateVsize(
        ordered.map(() => inputType),
        [receiverType],
      ),
    ) * feeRate
  throw new InsufficientFundsError(amount + fee, total)
}
