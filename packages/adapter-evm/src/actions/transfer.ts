import type { AdapterTransferParams } from '@latchkey/controllers'
import type { AdapterContext } from './AdapterContext'
import { sendTransaction } from './sendTransaction'
import { writeContract } from './writeContract'

export type TransferParameters = AdapterTransferParams
export interface TransferReturnType {
  hash: `0x${string}`
}

/** A native transfer (eth_sendTransaction) or an ERC-20 `transfer` (SPEC §5, USDT-type aware). */
export function transfer(
  context: AdapterContext,
  { caipNetwork, connectorId, from, to, amount, token, feeRate }: TransferParameters,
): Promise<TransferReturnType> {
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
