import type { AdapterBalance } from '@latchkey/adapter-kit'
import { bip122Profile, type CaipNetwork, formatUnits, invalidInput } from '@latchkey/core'
import type { AdapterContext } from './AdapterContext'

export interface GetBalanceParameters {
  address: string
  caipNetwork: CaipNetwork
  /** Reads Esplora even when a cached balance is still young (after a send, an on-ramp purchase). */
  fresh?: boolean
}
export type GetBalanceReturnType = AdapterBalance

export const balanceKey = (caipNetwork: CaipNetwork, address: string) =>
  `${caipNetwork.caipNetworkId}:${bip122Profile.addressKey(address)}`

/**
 * The address's confirmed and mempool balance from the network's Esplora API, kept
 * NATIVE_BALANCE_CACHE_MS (§9); a failed read is not kept, so the next call asks again.
 */
export async function getBalance(
  context: AdapterContext,
  { address, caipNetwork, fresh = false }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  if (!bip122Profile.isAddress(address)) throw invalidInput('address', address, 'a Bitcoin address')
  const { decimals, symbol } = caipNetwork.nativeCurrency
  const key = balanceKey(caipNetwork, address)
  let sats = fresh ? undefined : context.sats.get(key)
  if (sats === undefined) {
    sats = await context.esplora(caipNetwork).balance(address)
    context.sats.set(key, sats)
  }
  return { balance: formatUnits(sats, decimals), symbol }
}

/** A send spends and pays: these balances are read afresh next time. */
export function forgetBalances(
  context: AdapterContext,
  caipNetwork: CaipNetwork,
  addresses: string[],
) {
  for (const address of addresses) context.sats.delete(balanceKey(caipNetwork, address))
}
