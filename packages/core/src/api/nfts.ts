import type { AccountNftsResponse } from '../types/nft'
import { type ApiContext, gated } from './context'
import type { CallOptions } from './types'

export interface FetchNftsParameters extends CallOptions {
  account: string
  /** CAIP-2 id of the chain to list. */
  chainId?: string
  cursor?: string
}

/** GET /v1/account/{account}/nfts: one page of the NFTs the account holds and the next cursor. */
export function fetchNfts(
  ctx: ApiContext,
  { account, chainId, cursor, signal }: FetchNftsParameters,
): Promise<AccountNftsResponse> {
  return gated(
    ctx,
    () => ({ data: [], next: undefined }),
    async () => {
      const answer = await ctx.http.get<AccountNftsResponse>(
        `v1/account/${encodeURIComponent(account)}/nfts`,
        { params: { ...ctx.baseParams, chainId, cursor }, signal },
      )
      return { data: answer?.data ?? [], next: answer?.next ?? undefined }
    },
  )
}
