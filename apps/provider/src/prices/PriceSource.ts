import type { Address, PublicClient } from 'viem'
import { TtlCache } from '../cache/TtlCache'
import { evmClient } from '../chains/eip155/evmClient'
import type { ServedChain } from '../chains/ServedChain'
import type { Logger } from '../server/Logger'
import type { SwapRegistry } from '../swaps/SwapRegistry'
import { readFeedPrice } from './readFeedPrice'
import { readPoolPrice } from './readPoolPrice'

/** Where a USD price came from: an on-chain feed, the swap pools, or the configured number. */
export type PriceOrigin = 'feed' | 'pool' | 'config'

export interface TokenPrice {
  priceUsd: number
  priceSource: PriceOrigin
}

/** A chain's native currency (no address) or a known token, as configured. */
export interface PricedAsset {
  address?: string | undefined
  symbol: string
  decimals: number
  priceUsd: number
  priceFeed?: string | undefined
}

/** Chainlink's ETH/USD heartbeat: a feed not updated for longer than this is stale by default. */
export const DEFAULT_FEED_MAX_AGE_SECONDS = 3600

/**
 * USD prices of every answer that shows one (balances, /v1/fungible/price, on-ramp quotes and
 * fees): the token's Chainlink feed when its latest round is usable, else the swap pools' price
 * in the chain's stable token, else the configured number, marked 'config'. Cached like balances
 * (SPEC §9: 30 s, 8192 entries); a read the node failed is not cached.
 */
export class PriceSource {
  private readonly cache: TtlCache<TokenPrice>
  private readonly inFlight = new Map<string, Promise<TokenPrice>>()
  private readonly clients = new Map<string, PublicClient>()

  constructor(
    private readonly swaps: SwapRegistry,
    ttlMs: number,
    maxEntries: number,
    private readonly timeoutMs: number,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.cache = new TtlCache(ttlMs, maxEntries, now)
  }

  /** The asset's USD price on the chain; `force` skips the cache (a forced balance update). */
  price(chain: ServedChain, asset: PricedAsset, force = false): Promise<TokenPrice> {
    const key = `${chain.id}|${asset.address ? chain.addressKey(asset.address) : 'native'}`
    if (!force) {
      const cached = this.cache.get(key)
      if (cached) return Promise.resolve(cached)
    }
    const pending = this.inFlight.get(key)
    if (pending) return pending
    const promise = this.read(chain, asset)
      .then(({ price, definite }) => {
        if (definite) this.cache.set(key, price)
        return price
      })
      .finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, promise)
    return promise
  }

  /** The price, and whether every source answered (else it is not cached). */
  private async read(
    chain: ServedChain,
    asset: PricedAsset,
  ): Promise<{ price: TokenPrice; definite: boolean }> {
    let definite = true
    const failed = (source: string) => (error: unknown) => {
      definite = false
      this.logger.warn(`price ${source} read failed`, {
        chain: chain.id,
        symbol: asset.symbol,
        error: String(error),
      })
      return undefined
    }
    if (asset.priceFeed && chain.namespace === 'eip155') {
      const maxAge = chain.config.prices?.maxAgeSeconds ?? DEFAULT_FEED_MAX_AGE_SECONDS
      const reading = await readFeedPrice(
        this.client(chain),
        asset.priceFeed as Address,
        maxAge,
        this.now(),
      ).catch(failed('feed'))
      if (reading && 'price' in reading)
        return { price: { priceUsd: reading.price, priceSource: 'feed' }, definite }
      if (reading)
        this.logger.warn('price feed round refused', {
          chain: chain.id,
          symbol: asset.symbol,
          reason: reading.rejected,
        })
    }
    const pool = await this.poolPrice(chain, asset).catch(failed('pool'))
    if (pool !== undefined) return { price: { priceUsd: pool, priceSource: 'pool' }, definite }
    return { price: { priceUsd: asset.priceUsd, priceSource: 'config' }, definite }
  }

  private async poolPrice(chain: ServedChain, asset: PricedAsset): Promise<number | undefined> {
    const symbol = chain.config.prices?.stableToken
    const stable = symbol ? chain.config.tokens.find((t) => t.symbol === symbol) : undefined
    if (!stable) return undefined
    // The stable token is the pools' unit: one of it is one dollar.
    if (asset.address && chain.addressKey(asset.address) === chain.addressKey(stable.address))
      return 1
    if (!this.swaps.ids().includes(chain.id)) return undefined
    return readPoolPrice(this.swaps.swapChain(chain.id), asset, stable)
  }

  private client(chain: ServedChain): PublicClient {
    let client = this.clients.get(chain.id)
    if (!client) {
      client = evmClient(chain.config, this.timeoutMs)
      this.clients.set(chain.id, client)
    }
    return client
  }
}
