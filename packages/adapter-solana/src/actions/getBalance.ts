import type { AdapterBalance } from '@latchkey/adapter-kit'
import { type CaipNetwork, formatUnits, invalidInput, isValidSolanaAddress } from '@latchkey/core'
import { loadSolanaRuntime } from '../runtime/loadSolanaRuntime'
import type { AdapterContext } from './AdapterContext'

export interface GetBalanceParameters {
  address: string
  caipNetwork: CaipNetwork
  /** Reads the node even when a cached balance is still young (after a send, an on-ramp purchase). */
  fresh?: boolean
}
export type GetBalanceReturnType = AdapterBalance

export function balanceKey(caipNetwork: CaipNetwork, address: string): string {
  return `${caipNetwork.caipNetworkId}:${address}`
}

/**
 * The SOL balance from the network's node (getBalance), kept NATIVE_BALANCE_CACHE_MS (§9) on the
 * adapter's clock; a failed read is not kept, so the next call asks again.
 */
export async function getBalance(
  context: AdapterContext,
  { address, caipNetwork, fresh = false }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  if (!isValidSolanaAddress(address)) throw invalidInput('address', address, 'a Solana address')
  const { decimals, symbol } = caipNetwork.nativeCurrency
  const key = balanceKey(caipNetwork, address)
  let lamports = fresh ? undefined : context.lamports.get(key)
  if (lamports === undefined) {
    const [runtime, connection] = await Promise.all([
      loadSolanaRuntime(),
      context.connection(caipNetwork),
    ])
    lamports = await runtime.readLamports(connection, address)
    context.lamports.set(key, lamports)
  }
  return { balance: formatUnits(lamports, decimals), symbol }
}
