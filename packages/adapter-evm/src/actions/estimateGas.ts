import type { EvmEstimateGasParams } from '@latchkey/adapter-kit'
import { invalidInput } from '@latchkey/core'
import { isAddress } from '../hex/isAddress'
import { isHex } from '../hex/isHex'
import type { AdapterContext } from './AdapterContext'

export type EstimateGasParameters = EvmEstimateGasParams
export type EstimateGasReturnType = bigint

/** eth_estimateGas on the chain's node, as `from` would send it. */
export async function estimateGas(
  context: AdapterContext,
  { caipNetwork, from, to, value, data }: EstimateGasParameters,
): Promise<EstimateGasReturnType> {
  if (!isAddress(from)) throw invalidInput('from', from, 'an EVM address')
  if (!isAddress(to)) throw invalidInput('to', to, 'an EVM address')
  if (data !== undefined && !isHex(data)) throw invalidInput('data', data, '0x-prefixed hex')
  const client = await context.publicClients.get(caipNetwork)
  return client.estimateGas({
    account: from,
    to,
    ...(value !== undefined ? { value } : {}),
    ...(data ? { data } : {}),
  })
}
