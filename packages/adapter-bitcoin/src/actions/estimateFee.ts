import type { AdapterFeeEstimate } from '@latchkey/adapter-kit'
import type { CaipNetwork } from '@latchkey/core'
import { addressTypeOf } from '../psbt/scriptType'
import { estimateVsize } from '../psbt/vsize'
import type { AdapterContext } from './AdapterContext'
import { readFeeRate } from './feeRate'

/**
 * The send form's fee figures (SPEC §5 insufficient fee): the rate in sat/vB, and the fee of a
 * one-input transfer with change from the connected payment address (P2WPKH when unknown).
 */
export async function estimateFee(
  context: AdapterContext,
  { caipNetwork }: { caipNetwork: CaipNetwork },
): Promise<AdapterFeeEstimate> {
  const feeRate = await readFeeRate(context, caipNetwork)
  const own = context.active ? addressTypeOf(context.active.address) : undefined
  const type = own && own !== 'p2wsh' ? own : 'p2wpkh'
  return { feeRate, transferFee: BigInt(estimateVsize([type], ['p2wpkh', type])) * feeRate }
}
