import type { Hono } from 'hono'
import { z } from 'zod'
import { accountOnChains, parseAccount } from '../chains/accountOnChains'
import type { NftStandard, ServedChain } from '../chains/ServedChain'
import { ApiError, badRequest, notFound } from '../http/ApiError'
import { requireProject } from '../http/guardProject'
import { parseInput } from '../http/parseInput'
import { caipNetworkId, queryInt, sdkQuery } from '../http/schemas'
import { NftImageError } from '../nfts/NftImageReader'
import { nftImageUrl } from '../nfts/nftImageUrl'
import { nftServices } from '../nfts/nftServices'
import {
  type AccountOnNftChains,
  type NftHoldingsCursor,
  readNftHoldings,
} from '../nfts/readNftHoldings'
import { NftUriError } from '../nfts/resolveNftUri'
import { spamCollections } from '../nfts/spamCollections'
import type { AppEnv, Services } from '../server/Services'
import { servedChains } from './balance'

/** One NFT the account holds, as the NFTs tab shows it (issue 37). */
export interface AccountNft {
  chainId: string
  contract: string
  tokenId: string
  standard: NftStandard
  /** "1" for ERC-721; the balance for ERC-1155. */
  amount: string
  name: string | null
  collection: { name: string | null }
  /** The provider's image route, never the metadata's own URL; null when the token has no image. */
  image: { url: string } | null
}

const PAGE_SIZE = 20

const listQuery = z.object({
  ...sdkQuery,
  chainId: caipNetworkId.optional(),
  cursor: z.string().max(400).optional(),
  limit: queryInt(1, 100).optional(),
})

const tokenIdText = z.string().regex(/^(0|[1-9][0-9]{0,77})$/, 'must be a decimal token id')

const cursorSchema = z.object({
  chainId: caipNetworkId,
  contract: z.string().min(1).max(200),
  tokenId: tokenIdText,
})

const encodeCursor = (cursor: NftHoldingsCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url')

function decodeCursor(text: string): NftHoldingsCursor {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString()))
    if (parsed.success) return parsed.data
  } catch {}
  throw badRequest('Invalid query: cursor is not one this provider gave')
}

/**
 * GET /v1/account/{account}/nfts: the ERC-721, ERC-1155 and Solana NFTs the account holds, spam
 * collections left out, a page at a time; GET /v1/nfts/{chainId}/{contract}/{tokenId}/image:
 * a held token's image, read through the type and size checks.
 */
export function nftRoutes(app: Hono<AppEnv>, services: Services) {
  app.get('/v1/account/:account/nfts', requireProject(services), async (c) => {
    const account = parseAccount(c.req.param('account'))
    const q = parseInput(listQuery, c.req.query(), 'query')
    const cursor = q.cursor ? decodeCursor(q.cursor) : undefined
    const chains = servedChains(services, q.chainId).filter((chain) => chain.nfts)
    const groups = new Map<string, AccountOnNftChains>()
    for (const { chain, address } of accountOnChains(account, chains)) {
      const key = chain.addressKey(address)
      const group = groups.get(key) ?? groups.set(key, { address: key, chainIds: [] }).get(key)
      group?.chainIds.push(chain.id)
    }
    const { holdings, next } = await readNftHoldings(
      services.db,
      [...groups.values()],
      spamCollections(chains),
      cursor,
      q.limit ?? PAGE_SIZE,
    )
    const { metadata } = nftServices(services)
    const data: AccountNft[] = await Promise.all(
      holdings.map(async (holding) => {
        const chain = services.chains.get(holding.chainId) as ServedChain
        const meta = await metadata.read({ chain, ...holding })
        const contract = chain.displayAddress(holding.contract)
        return {
          chainId: holding.chainId,
          contract,
          tokenId: holding.tokenId.toString(),
          standard: holding.standard,
          amount: holding.amount.toString(),
          name: meta.name ?? null,
          collection: { name: meta.collectionName ?? null },
          image: meta.image
            ? {
                url: nftImageUrl(
                  c,
                  services.config.publicUrl,
                  holding.chainId,
                  contract,
                  holding.tokenId,
                ),
              }
            : null,
        }
      }),
    )
    return c.json({ data, next: next ? encodeCursor(next) : null })
  })

  app.get('/v1/nfts/:chainId/:contract/:tokenId/image', requireProject(services), async (c) => {
    const chainId = parseInput(caipNetworkId, c.req.param('chainId'), 'path')
    const tokenId = BigInt(parseInput(tokenIdText, c.req.param('tokenId'), 'path'))
    const chain = services.chains.get(chainId)
    if (!chain?.nfts) {
      throw new ApiError(
        400,
        'UNSUPPORTED_CHAIN',
        `Chain ${chainId} is not served by this provider`,
      )
    }
    const parsed = chain.parseAddress(c.req.param('contract'))
    if (!parsed) throw badRequest(`Invalid path: contract is not an address of ${chainId}`)
    const contract = chain.addressKey(parsed)
    // Only tokens the index has seen: the route is no proxy for any contract's URIs.
    const [known] = await services.db.query<{ standard: NftStandard }>(
      'SELECT standard FROM nft_transfers WHERE chain_id = $1 AND contract = $2 AND token_id = $3 LIMIT 1',
      [chainId, contract, tokenId.toString()],
    )
    if (!known) throw notFound(`No indexed NFT ${tokenId} of ${parsed} on ${chainId}`)
    const { metadata, images } = nftServices(services)
    const meta = await metadata.read({ chain, contract, tokenId, standard: known.standard })
    if (!meta.image) throw notFound(`NFT ${tokenId} of ${parsed} has no image`)
    let image: Awaited<ReturnType<typeof images.read>>
    try {
      image = await images.read(meta.image)
    } catch (error) {
      if (error instanceof NftImageError || error instanceof NftUriError)
        throw new ApiError(502, 'UPSTREAM_ERROR', `The NFT's image was refused: ${error.message}`)
      if ((error as Error).name === 'TimeoutError' || error instanceof TypeError)
        throw new ApiError(502, 'UPSTREAM_ERROR', "The NFT's image could not be read")
      throw error
    }
    c.header('Cache-Control', 'public, max-age=3600')
    c.header('ETag', image.etag)
    // An image opened directly must never run script or load anything (SVG above all).
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    c.header('X-Content-Type-Options', 'nosniff')
    if (c.req.header('if-none-match') === image.etag) return c.body(null, 304)
    return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': image.type })
  })
}
