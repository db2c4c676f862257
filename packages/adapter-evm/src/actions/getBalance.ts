import type { AdapterBalance } from '@latchkey/adapter-kit'
import type { CaipNetwork } from '@latchkey/core'
import { evmChainId, invalidInput } from '@latchkey/core'
import { formatUnits } from 'viem'
import { isAddress } from '../hex/isAddress'
import type { AdapterContext } from './AdapterContext'

export interface GetBalanceParameters {
  address: string
  caipNetwork: CaipNetwork
  /** Reads the node even when a cached balance is still young (funds arrived from outside). */
  fresh?: boolean
}
export type GetBalanceReturnType = AdapterBalance

/**
 * The native balance from the chain's node (eth_getBalance), kept NATIVE_BALANCE_CACHE_MS on
 * the adapter's clock. A failed read is not cached, so the next call asks again.
 */
export async function getBalance(
  context: AdapterContext,
  { address, caipNetwork, fresh = false }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  if (!isAddress(address)) throw invalidInput('address', address, 'an EVM address')
  const chainId = evmChainId(caipNetwork)
  const { decimals, symbol } = caipNetwork.nativeCurrency
  if (fresh) forgetNativeBalance(context, nativeBalanceKey(chainId, address))
  const wei = await readNativeBalance(context, chainId, address, caipNetwork)
  return { balance: formatUnits(wei, decimals), symbol }
}

export function nativeBalanceKey(chainId: number, address: string): string {
  return `${chainId}:${address.toLowerCase()}`
}

/**
 * Drops the cached balance and any read already under way: a read that began before a send may
 * answer the old balance, so the next call asks the node again, and that older read, when it
 * lands, keeps nothing.
 */
export function forgetNativeBalance(context: AdapterContext, key: string): void {
  context.nativeBalances.delete(key)
  context.pendingBalances.delete(key)
}

async function readNativeBalance(
  context: AdapterContext,
  chainId: number,
  address: `0x${string}`,
  caipNetwork: CaipNetwork,
): Promise<bigint> {
  const key = nativeBalanceKey(chainId, address)
  const cached = context.nativeBalances.get(key)
  if (cached !== undefined) return cached
  const pending = context.pendingBalances.get(key)
  if (pending) return pending
  const read: Promise<bigint> = context.publicClients
    .get(caipNetwork)
    .then((client) => client.getBalance({ address }))
    .then((wei) => {
      // Only the read still current may keep its answer (forgetNativeBalance dropped older ones).
      if (context.pendingBalances.get(key) === read) context.nativeBalances.set(key, wei)
      return wei
    })
    .finally(() => {
      if (context.pendingBalances.get(key) === read) context.pendingBalances.delete(key)
    })
  context.pendingBalances.set(key, read)
  return read
}
