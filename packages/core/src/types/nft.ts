/** One NFT the account holds (GET /v1/account/{account}/nfts, issue 37). */
export interface AccountNft {
  /** CAIP-2 id of the chain. */
  chainId: string
  contract: string
  tokenId: string
  standard: 'ERC721' | 'ERC1155' | 'METAPLEX'
  /** "1" for ERC-721; the held balance for ERC-1155. */
  amount: string
  name: string | null
  collection: { name: string | null }
  /** The provider's image route for the token; null when it has no image. */
  image: { url: string } | null
}

export interface AccountNftsResponse {
  data: AccountNft[]
  next?: string | null
}
