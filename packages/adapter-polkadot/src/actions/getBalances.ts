import type { CaipNetwork } from '@latchkey/core'
import type { ApiPromise } from '@polkadot/api'
import { loadSs58 } from '../address/loadSs58'
import { invalidInput } from '../errors/invalidInput'
import type { AccountBalances, AdapterContext } from './AdapterContext'

export interface GetBalancesParameters {
  address: string
  caipNetwork: CaipNetwork
}
export type GetBalancesReturnType = AccountBalances

/**
 * The account's free, reserved and transferable balances in planck (system.account), kept
 * NATIVE_BALANCE_CACHE_MS (SPEC §9). A failed read is not cached, so the next call asks again.
 */
export async function getBalances(
  context: AdapterContext,
  { address, caipNetwork }: GetBalancesParameters,
): Promise<GetBalancesReturnType> {
  const { toNetworkAddress } = await loadSs58()
  if (!toNetworkAddress(address, 42)) throw invalidInput('address', address, 'an SS58 address')
  const key = balanceKey(caipNetwork, address, toNetworkAddress)
  const cached = context.balances.get(key)
  if (cached) return cached
  const balances = await readBalances(await context.apis.get(caipNetwork), address)
  context.balances.set(key, balances)
  return balances
}

/** One key per account whatever SS58 format its address was written in. */
export function balanceKey(
  caipNetwork: CaipNetwork,
  address: string,
  encode: (address: string, format: number) => string | undefined,
): string {
  return `${caipNetwork.caipNetworkId}:${encode(address, 42) ?? address}`
}

/** Reads system.account: frozen funds beyond what is reserved cannot move (fungible rules). */
export async function readBalances(api: ApiPromise, address: string): Promise<AccountBalances> {
  const { data } = await api.query.system.account(address)
  const free = data.free.toBigInt()
  const reserved = data.reserved.toBigInt()
  const frozen = data.frozen.toBigInt()
  const held = frozen > reserved ? frozen - reserved : 0n
  return { free, reserved, transferable: free > held ? free - held : 0n }
}
