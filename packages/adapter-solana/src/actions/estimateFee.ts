import type { AdapterFeeEstimate } from '@latchkey/adapter-kit'
import type { CaipNetwork } from '@latchkey/core'
import { loadSolanaRuntime } from '../runtime/loadSolanaRuntime'
import type { AdapterContext } from './AdapterContext'

/**
 * The network's fee for a one-signature transfer, in lamports, as both the rate and the fee:
 * the send form flags a SOL balance below it (SPEC §5 insufficient fee).
 */
export async function estimateFee(
  context: AdapterContext,
  { caipNetwork }: { caipNetwork: CaipNetwork },
): Promise<AdapterFeeEstimate> {
  const [runtime, connection] = await Promise.all([
    loadSolanaRuntime(),
    context.connection(caipNetwork),
  ])
  const fee = await runtime.readTransferFee(connection)
  return { feeRate: fee, transferFee: fee }
}
