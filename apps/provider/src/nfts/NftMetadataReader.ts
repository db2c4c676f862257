import type { NftStandard, ServedChain } from '../chains/ServedChain'
import type { Database } from '../db/Database'
import { describeError, type Logger } from '../server/Logger'
import { fetchLimited } from './fetchLimited'
import type { NftConfig } from './nftConfigSchema'
import { NftUriError, resolveNftUri } from './resolveNftUri'

/** What the provider shows of one token: its name, its image's URI and its collection's name. */
export interface NftMetadata {
  name: string | undefined
  /** The metadata's image (http(s), ipfs:// or data:), as written; served only through the image route. */
  image: string | undefined
  collectionName: string | undefined
}

export interface NftKey {
  chain: ServedChain
  contract: string
  tokenId: bigint
  standard: NftStandard
}

interface Row {
  name: string | null
  image: string | null
  collection_name: string | null
  error: string | null
  fetched_at: Date | string
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined

/**
 * Reads a token's metadata from its token URI (https, ipfs through the gateway, data:) and keeps
 * it in the database: for `metadataTtlMs`, or `failureRetryMs` after a failed read.
 */
export class NftMetadataReader {
  private readonly pending = new Map<string, Promise<NftMetadata>>()

  constructor(
    private readonly db: Database,
    private readonly config: NftConfig,
    private readonly logger: Logger,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  read(key: NftKey): Promise<NftMetadata> {
    const id = `${key.chain.id}|${key.contract}|${key.tokenId}`
    let read = this.pending.get(id)
    if (!read) {
      read = this.readStoredOrFresh(key).finally(() => this.pending.delete(id))
      this.pending.set(id, read)
    }
    return read
  }

  private async readStoredOrFresh(key: NftKey): Promise<NftMetadata> {
    const [row] = await this.db.query<Row>(
      `SELECT name, image, collection_name, error, fetched_at FROM nft_metadata
       WHERE chain_id = $1 AND contract = $2 AND token_id = $3`,
      [key.chain.id, key.contract, key.tokenId.toString()],
    )
    if (row) {
      const age = this.now() - new Date(row.fetched_at).getTime()
      const ttl = row.error ? this.config.failureRetryMs : this.config.metadataTtlMs
      if (age < ttl) return fromRow(row)
    }
    const fresh = await this.fetchMetadata(key)
    await this.db.query(
      `INSERT INTO nft_metadata (chain_id, contract, token_id, name, image, collection_name, error, fetched_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (chain_id, contract, token_id) DO UPDATE SET name = EXCLUDED.name,
         image = EXCLUDED.image, collection_name = EXCLUDED.collection_name,
         error = EXCLUDED.error, fetched_at = EXCLUDED.fetched_at`,
      [
        key.chain.id,
        key.contract,
        key.tokenId.toString(),
        fresh.metadata.name ?? null,
        fresh.metadata.image ?? null,
        fresh.metadata.collectionName ?? null,
        fresh.error ?? null,
        new Date(this.now()).toISOString(),
      ],
    )
    return fresh.metadata
  }

  private async fetchMetadata(key: NftKey): Promise<{ metadata: NftMetadata; error?: string }> {
    const source = key.chain.nfts
    const collectionName = await source
      ?.collectionName(key.contract, key.tokenId, key.standard)
      .catch(() => undefined)
    try {
      if (!source) throw new NftUriError('the chain reads no NFTs')
      const uri = await source.tokenUri(key.contract, key.tokenId, key.standard)
      if (!uri) throw new NftUriError('the token has no URI')
      const location = resolveNftUri(uri, this.config)
      const bytes =
        location.kind === 'data'
          ? location.bytes
          : (
              await fetchLimited(
                location.url,
                this.config.maxMetadataBytes,
                this.config,
                this.fetchImpl,
              )
            ).bytes
      if (bytes.length > this.config.maxMetadataBytes) throw new NftUriError('metadata too large')
      const json: unknown = JSON.parse(new TextDecoder().decode(bytes))
      if (!json || typeof json !== 'object') throw new NftUriError('metadata is not a JSON object')
      const fields = json as Record<string, unknown>
      return {
        metadata: {
          name: text(fields.name, 200),
          image: text(fields.image, 200_000) ?? text(fields.image_url, 200_000),
          collectionName,
        },
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 300) : 'unreadable'
      this.logger.info('nft metadata not read', {
        chain: key.chain.id,
        contract: key.contract,
        tokenId: key.tokenId.toString(),
        ...describeError(error),
      })
      return { metadata: { name: undefined, image: undefined, collectionName }, error: reason }
    }
  }
}

const fromRow = (row: Row): NftMetadata => ({
  name: row.name ?? undefined,
  image: row.image ?? undefined,
  collectionName: row.collection_name ?? undefined,
})
