import type { Context } from 'hono'
import { providerBase } from '../http/imageUrl'

/** The image route's URL for one token: the only image URL answers give for an NFT. */
export function nftImageUrl(
  c: Context,
  publicUrl: string | undefined,
  chainId: string,
  contract: string,
  tokenId: bigint,
): string {
  const projectId = encodeURIComponent(c.get('project').id)
  const path = [chainId, contract, tokenId.toString()].map(encodeURIComponent).join('/')
  return `${providerBase(c, publicUrl)}/v1/nfts/${path}/image?projectId=${projectId}`
}
