import { type AdapterTransferParams, evmTransferAction } from '@latchkey/adapter-kit'
import { sendTransaction } from './sendTransaction'
import { writeContract } from './writeContract'

export type TransferParameters = AdapterTransferParams
export interface TransferReturnType {
  hash: `0x${string}`
}

/** A native transfer, or a token's `transfer(to, amount)` (SPEC §5), through wagmi's actions. */
export const transfer = evmTransferAction(sendTransaction, writeContract)
