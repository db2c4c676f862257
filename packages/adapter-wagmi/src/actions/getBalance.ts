import type { AdapterBalance } from '@latchkey/adapter-kit'
import {
  type CaipNetwork,
  evmChainId,
  formatUnits,
  invalidInput,
  isValidEvmAddress,
} from '@latchkey/core'
import { getBalance as wagmiGetBalance } from '@wagmi/core'
import type { AdapterContext } from './AdapterContext'

export interface GetBalanceParameters {
  address: string
  caipNetwork: CaipNetwork
  /** Reads the node even when a cached balance is still young (after a send, an on-ramp purchase). */
  fresh?: boolean
}
export type GetBalanceReturnType = AdapterBalance

export const balanceKey = (chainId: number, address: string) =>
  `${chainId}:${address.toLowerCase()}`

/** The native balance through wagmi's client for the chain, kept 30 s (SPEC §9). */
export async function getBalance(
  { config, nativeBalances }: AdapterContext,
  { address, caipNetwork, fresh = false }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  if (!isValidEvmAddress(address)) throw invalidInput('address', address, 'an EVM address')
  const chainId = evmChainId(caipNetwork)
  const key = balanceKey(chainId, address)
  let wei = fresh ? undefined : nativeBalances.get(key)
  if (wei === undefined) {
    wei = (await wagmiGetBalance(config, { address: address as `0x${string}`, chainId })).value
    nativeBalances.set(key, wei)
  }
  const { decimals, symbol } = caipNetwork.nativeCurrency
  return { balance: formatUnits(wei, decimals), symbol }
}

/** A send changes both ends' balances: the next read asks the node. */
export function forgetBalances(context: AdapterContext, chainId: number, addresses: string[]) {
  for (const address of addresses) context.nativeBalances.delete(balanceKey(chainId, address))
}
