import { type AdapterTransferParams, evmTransfer } from '@latchkey/controllers'
import type { AdapterContext } from './AdapterContext'
import { sendTransaction } from './sendTransaction'
import { writeContract } from './writeContract'

export type TransferParameters = AdapterTransferParams
export interface TransferReturnType {
  hash: `0x${string}`
}

/** A native transfer or an ERC-20 `transfer` (SPEC §5); the EVM adapter's writeContract picks the USDT-type ABI. */
export function transfer(
  context: AdapterContext,
  parameters: TransferParameters,
): Promise<TransferReturnType> {
  return evmTransfer(
    {
      sendTransaction: (params) => sendTransaction(context, params),
      writeContract: (params) => writeContract(context, params),
    },
    parameters,
  )
}
