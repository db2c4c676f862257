import type { AdapterEstimateGasParams } from '@latchkey/controllers'
import { isAddress, isHex } from 'viem'
import { invalidInput } from '../errors/invalidInput'
import type { AdapterContext } from './AdapterContext'

export type EstimateGasParameters = AdapterEstimateGasParams
export type EstimateGasReturnType = bigint

/** eth_estimateGas on the chain's node, as `from` would send it. */
export async function estimateGas(
  context: AdapterContext,
  { caipNetwork, from, to, value, data }: EstimateGasParameters,
): Promise<EstimateGasReturnType> {
  if (!isAddress(from, { strict: false })) throw invalidInput('from', from, 'an EVM address')
  if (!isAddress(to, { strict: false })) throw invalidInput('to', to, 'an EVM address')
  if (data !== undefined && !isHex(data)) throw invalidInput('data', data, '0x-prefixed hex')
  return context.publicClients.get(caipNetwork).estimateGas({
    account: from,
    to,
    ...(value !== undefined ? { value } : {}),
    ...(data ? { data } : {}),
  })
}
