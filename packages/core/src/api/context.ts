import type { TtlCache } from '../cache/TtlCache'
import type { HttpClient, QueryParams } from '../http/HttpClient'
import type { Clock } from '../time/clock'
import type { BalanceResponse } from '../types/balance'
import type { Identity, NameRecord } from '../types/identity'

/** What every area of the blockchain API client shares. */
export interface ApiContext {
  http: HttpClient
  clock: Clock
  projectId: string
  /** st, sv, projectId and clientId: added to every request's query. */
  baseParams: QueryParams
  /** SPEC §7 gate: false when the active network is not in the supported-chains list. */
  isActiveNetworkSupported(): Promise<boolean>
  /** The zone the host pinned, if any; otherwise the provider answers for its own. */
  nameZone: string | undefined
  caches: {
    balance: TtlCache<BalanceResponse>
    identity: TtlCache<Identity>
    names: TtlCache<NameRecord>
    reverseNames: TtlCache<NameRecord[]>
  }
}

/** Runs `call` when the active network is supported; otherwise answers `empty` without a request. */
export async function gated<T>(
  ctx: ApiContext,
  empty: () => T,
  call: () => Promise<T>,
): Promise<T> {
  return (await ctx.isActiveNetworkSupported()) ? call() : empty()
}

/** Addresses that differ only in hex case are the same account. */
export function addressKey(address: string): string {
  return /^0x[0-9a-f]+$/i.test(address) ? address.toLowerCase() : address
}
