import type { AdapterFeeEstimate } from '@latchkey/adapter-kit'
import type { CaipNetwork } from '@latchkey/core'
import type { AdapterContext } from './AdapterContext'

export interface EstimateFeeParameters {
  caipNetwork: CaipNetwork
}
export type EstimateFeeReturnType = AdapterFeeEstimate

/** An account with no key (32 zero bytes) stands in for the sender when none is connected. */
const NOBODY = `0x${'00'.repeat(32)}`

/**
 * The send form's figures (SPEC §5 insufficient-fee rule): the runtime's fee (paymentInfo) of a
 * transferKeepAlive from the connected account. Substrate has no gas price: the fee is the rate.
 */
export async function estimateFee(
  context: AdapterContext,
  { caipNetwork }: EstimateFeeParameters,
): Promise<EstimateFeeReturnType> {
  const api = await context.apis.get(caipNetwork)
  const sender = context.session.current()?.address ?? NOBODY
  const existentialDeposit = api.consts.balances.existentialDeposit.toBigInt()
  const info = await api.tx.balances
    .transferKeepAlive(sender, existentialDeposit)
    .paymentInfo(sender)
  const fee = info.partialFee.toBigInt()
  return { feeRate: fee, transferFee: fee }
}
