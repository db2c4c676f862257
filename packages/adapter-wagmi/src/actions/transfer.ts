import type { AdapterTransferParams } from '@latchkey/controllers'
import { isValidEvmAddress, latchkeyError } from '@latchkey/core'
import type { AdapterContext } from './AdapterContext'
import { sendTransaction } from './sendTransaction'
import { writeContract } from './writeContract'

export type TransferParameters = AdapterTransferParams
export interface TransferReturnType {
  hash: `0x${string}`
}

/** A native transfer, or a token's `transfer(to, amount)` (SPEC §5). */
export function transfer(
  context: AdapterContext,
  { caipNetwork, connectorId, from, to, amount, token, feeRate }: TransferParameters,
): Promise<TransferReturnType> {
  if (!isValidEvmAddress(to) || typeof amount !== 'bigint' || amount < 0n)
    return Promise.reject(latchkeyError('INVALID_AMOUNT_AND_RECEIVER'))
  const common = { caipNetwork, from, ...(connectorId ? { connectorId } : {}) }
  if (token)
    return writeContract(context, {
      ...common,
      contractAddress: token.address,
      functionName: 'transfer',
      args: [to, amount],
    })
  return sendTransaction(context, {
    ...common,
    to,
    value: amount,
    ...(feeRate !== undefined ? { gasPrice: feeRate } : {}),
  })
}
