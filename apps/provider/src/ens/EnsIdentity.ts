import type { PublicClient } from 'viem'
import { getEnsName, getEnsText } from 'viem/actions'
import { TtlCache } from '../cache/TtlCache'
import type { ChainConfig } from '../config/configSchema'
import type { NftConfig } from '../nfts/nftConfigSchema'
import { describeError, type Logger } from '../server/Logger'
import { type AvatarRecord, parseAvatarRecord } from './avatarRecord'
import { ensClient } from './ensClient'

/** An address's ENS primary name (verified forward, as viem reads it) and its avatar record. */
export interface EnsProfile {
  name: string
  avatar: AvatarRecord | undefined
}

/**
 * Reads primary names and avatar records on the first configured chain with an ENS Universal
 * Resolver (viem's getEnsName, getEnsText 'avatar'), cached like identity (SPEC §9: 5 minutes).
 */
export class EnsIdentity {
  private readonly client: PublicClient | undefined
  private readonly cache: TtlCache<EnsProfile | null>
  /** The CAIP-2 id of the chain names are read on, if any. */
  readonly chainId: string | undefined

  constructor(
    chains: ChainConfig[],
    nfts: NftConfig,
    timeoutMs: number,
    ttlMs: number,
    maxEntries: number,
    private readonly logger: Logger,
    client?: PublicClient,
  ) {
    const chain = chains.find(
      (c): c is ChainConfig & { ensUniversalResolver: string } =>
        c.id.startsWith('eip155:') && !!c.ensUniversalResolver,
    )
    this.chainId = chain?.id
    this.client = client ?? (chain ? ensClient(chain, nfts, timeoutMs) : undefined)
    this.cache = new TtlCache(ttlMs, maxEntries)
  }

  get enabled(): boolean {
    return !!this.client
  }

  /** The address's primary name and avatar record; null without one (or when no chain has ENS). */
  async profile(address: `0x${string}`): Promise<EnsProfile | null> {
    const client = this.client
    if (!client) return null
    const key = address.toLowerCase()
    const cached = this.cache.get(key)
    if (cached !== undefined) return cached
    let profile: EnsProfile | null = null
    try {
      const name = await getEnsName(client, { address })
      if (name) {
        const record = await getEnsText(client, { name, key: 'avatar' })
        profile = { name, avatar: record ? parseAvatarRecord(record) : undefined }
      }
    } catch (error) {
      // A node or gateway failure: fall back to the name service, without caching the miss.
      this.logger.warn('ENS lookup failed', { address, ...describeError(error) })
      return null
    }
    this.cache.set(key, profile)
    return profile
  }
}
