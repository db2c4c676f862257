import { TtlCache } from '../cache/TtlCache'
import type { ServedChain } from '../chains/ServedChain'
import type { TokenConfig } from '../config/configSchema'
import { ApiError } from '../http/ApiError'
import type { Logger } from '../server/Logger'

export interface RawBalances {
  native: bigint
  tokens: { token: TokenConfig; amount: bigint }[]
}

/** Reads native and known-token balances through the chain's backend, cached per chain and address. */
export class BalanceReader {
  private readonly cache: TtlCache<RawBalances>
  private readonly inFlight = new Map<string, Promise<RawBalances>>()

  constructor(
    ttlMs: number,
    maxEntries: number,
    private readonly logger: Logger,
  ) {
    this.cache = new TtlCache(ttlMs, maxEntries)
  }

  /** Cached answer unless `force`; concurrent reads of one key share one node round trip. */
  async read(chain: ServedChain, address: string, force: boolean): Promise<RawBalances> {
    const key = `${chain.id}|${chain.addressKey(address)}`
    if (!force) {
      const cached = this.cache.get(key)
      if (cached) return cached
    }
    const pending = this.inFlight.get(key)
    if (pending) return pending
    const promise = this.fetch(chain, address)
      .then(({ balances, complete }) => {
        // A token read that failed would otherwise be missing for everyone for the whole TTL (§9).
        if (complete) this.cache.set(key, balances)
        return balances
      })
      .finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, promise)
    return promise
  }

  private async fetch(
    chain: ServedChain,
    address: string,
  ): Promise<{ balances: RawBalances; complete: boolean }> {
    const { native, tokens } = await chain.readBalances(address)
    if (native.status !== 'fulfilled') {
      this.logger.warn('balance read failed', { chain: chain.id, reason: String(native.reason) })
      throw new ApiError(502, 'UPSTREAM_ERROR', `The node of ${chain.id} did not answer`)
    }
    let complete = true
    const read = tokens.flatMap(({ token, read }) => {
      if (read.status === 'fulfilled') return [{ token, amount: read.value }]
      // One broken token contract must not hide the other balances.
      this.logger.warn('token balance read failed', { chain: chain.id, token: token.address })
      complete = false
      return []
    })
    return { balances: { native: native.value, tokens: read }, complete }
  }
}
