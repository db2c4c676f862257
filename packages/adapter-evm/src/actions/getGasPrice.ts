import type { CaipNetwork } from '@latchkey/core'
import type { AdapterContext } from './AdapterContext'

export interface GetGasPriceParameters {
  caipNetwork: CaipNetwork
}
export type GetGasPriceReturnType = bigint

/** eth_gasPrice on the chain's node, in wei. */
export async function getGasPrice(
  context: AdapterContext,
  { caipNetwork }: GetGasPriceParameters,
): Promise<GetGasPriceReturnType> {
  return (await context.publicClients.get(caipNetwork)).getGasPrice()
}
