import type { AdapterFeeEstimate } from '@latchkey/adapter-kit'
import type { CaipNetwork } from '@latchkey/core'
import type { AdapterContext } from './AdapterContext'
import { getGasPrice } from './getGasPrice'

/** Gas of a plain native transfer; a contract call costs more. */
const TRANSFER_GAS = 21_000n

export interface EstimateFeeParameters {
  caipNetwork: CaipNetwork
}
export type EstimateFeeReturnType = AdapterFeeEstimate

/** The send form's figures: the node's gas price and a plain transfer's fee at it, in wei. */
export async function estimateFee(
  context: AdapterContext,
  { caipNetwork }: EstimateFeeParameters,
): Promise<EstimateFeeReturnType> {
  const feeRate = await getGasPrice(context, { caipNetwork })
  return { feeRate, transferFee: feeRate * TRANSFER_GAS }
}
