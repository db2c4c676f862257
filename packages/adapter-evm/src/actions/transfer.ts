import { evmTransferAction } from '@latchkey/adapter-kit'
import { sendTransaction } from './sendTransaction'
import { writeContract } from './writeContract'

/** A native transfer or an ERC-20 `transfer` (SPEC §5); writeContract picks the USDT-type ABI. */
export const transfer = evmTransferAction(sendTransaction, writeContract)

export type TransferReturnType = Awaited<ReturnType<typeof transfer>>
