import { createHash } from 'node:crypto'
import { TtlCache } from '../cache/TtlCache'
import { fetchLimited } from './fetchLimited'
import type { NftConfig } from './nftConfigSchema'
import { resolveNftUri } from './resolveNftUri'
import { type NftImageType, sniffImage, unsafeSvgReason } from './sniffImage'

export interface NftImage {
  type: NftImageType
  bytes: Uint8Array
  etag: string
}

export class NftImageError extends Error {
  override name = 'NftImageError'
}

// Images are kept a while by URI, in a small cache: each may be up to maxImageBytes.
const CACHED_IMAGES = 64
const CACHE_MS = 10 * 60_000

/** Reads an NFT's image by its metadata URI and checks it: a served type, within the size limit, safe SVG. */
export class NftImageReader {
  private readonly cache = new TtlCache<NftImage>(CACHE_MS, CACHED_IMAGES)

  constructor(
    private readonly config: NftConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async read(uri: string): Promise<NftImage> {
    const cached = this.cache.get(uri)
    if (cached) return cached
    const location = resolveNftUri(uri, this.config)
    const bytes =
      location.kind === 'data'
        ? location.bytes
        : (await fetchLimited(location.url, this.config.maxImageBytes, this.config, this.fetchImpl))
            .bytes
    if (bytes.length > this.config.maxImageBytes) {
      throw new NftImageError(`larger than ${this.config.maxImageBytes} bytes`)
    }
    const type = sniffImage(bytes)
    if (!type) throw new NftImageError('not a PNG, JPEG, GIF, WebP or SVG image')
    if (type === 'image/svg+xml') {
      const reason = unsafeSvgReason(bytes)
      if (reason) throw new NftImageError(reason)
    }
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`
    const image = { type, bytes, etag }
    this.cache.set(uri, image)
    return image
  }
}
