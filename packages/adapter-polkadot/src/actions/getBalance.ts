import type { AdapterBalance } from '@latchkey/adapter-kit'
import { type CaipNetwork, formatUnits } from '@latchkey/core'
import type { AdapterContext } from './AdapterContext'
import { getBalances } from './getBalances'

export interface GetBalanceParameters {
  address: string
  caipNetwork: CaipNetwork
}
export type GetBalanceReturnType = AdapterBalance

/** The account's transferable balance in the native unit: what a send can move. */
export async function getBalance(
  context: AdapterContext,
  params: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  const { transferable } = await getBalances(context, params)
  const { decimals, symbol } = params.caipNetwork.nativeCurrency
  return { balance: formatUnits(transferable, decimals), symbol }
}
