import { type Address, type PublicClient, parseAbi } from 'viem'
import type { NftSource } from '../ServedChain'

const nftAbi = parseAbi([
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function uri(uint256 id) view returns (string)',
  'function name() view returns (string)',
])

/** EIP-1155 metadata: `{id}` stands for the id as 64 lower-case hex digits, no 0x. */
export const fillErc1155Id = (uri: string, tokenId: bigint) =>
  uri.replaceAll('{id}', tokenId.toString(16).padStart(64, '0'))

/** Token URIs and collection names read from an EVM node. */
export function evmNftSource(client: PublicClient): NftSource {
  return {
    async tokenUri(contract, tokenId, standard) {
      if (standard === 'ERC721') {
        return client.readContract({
          address: contract as Address,
          abi: nftAbi,
          functionName: 'tokenURI',
          args: [tokenId],
        })
      }
      const uri = await client.readContract({
        address: contract as Address,
        abi: nftAbi,
        functionName: 'uri',
        args: [tokenId],
      })
      return fillErc1155Id(uri, tokenId)
    },
    async collectionName(contract) {
      try {
        const name = await client.readContract({
          address: contract as Address,
          abi: nftAbi,
          functionName: 'name',
        })
        return name.slice(0, 200) || undefined
      } catch {
        // name() is optional in both standards.
        return undefined
      }
    },
  }
}
