/** An ENSIP-12 avatar record: an image URI (https, http, ipfs, data:) or an NFT the name's owner holds. */
export type AvatarRecord =
  | { kind: 'uri'; uri: string }
  | {
      kind: 'nft'
      /** CAIP-2 chain of the NFT, e.g. eip155:1. */
      chainId: string
      standard: 'erc721' | 'erc1155'
      contract: `0x${string}`
      tokenId: bigint
    }

// eip155:<chain>/<erc721|erc1155>:<contract>/<token id> (CAIP-22 / CAIP-29), as ENSIP-12 writes it.
const NFT = /^eip155:([1-9][0-9]{0,15})\/(erc721|erc1155):(0x[0-9a-fA-F]{40})\/([0-9]{1,78})$/i

/** Reads an avatar text record per ENSIP-12; undefined for anything it does not describe. */
export function parseAvatarRecord(record: string): AvatarRecord | undefined {
  const text = record.trim()
  if (!text || text.length > 100_000) return undefined
  // did:nft:eip155:1_erc721:0x…_1 is the same reference in DID form.
  const nft = NFT.exec(/^did:nft:/i.test(text) ? text.slice(8).replace(/_/g, '/') : text)
  if (nft) {
    const tokenId = BigInt(nft[4]!)
    if (tokenId >= 2n ** 256n) return undefined
    return {
      kind: 'nft',
      chainId: `eip155:${nft[1]}`,
      standard: nft[2]!.toLowerCase() as 'erc721' | 'erc1155',
      contract: nft[3]!.toLowerCase() as `0x${string}`,
      tokenId,
    }
  }
  if (/^(https?:\/\/|ipfs:\/\/|data:image\/)/i.test(text)) return { kind: 'uri', uri: text }
  return undefined
}
