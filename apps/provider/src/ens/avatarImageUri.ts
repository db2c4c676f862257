import { parseAbi } from 'viem'
import { evmClient } from '../chains/eip155/evmClient'
import { nftServices } from '../nfts/nftServices'
import type { Services } from '../server/Services'
import type { AvatarRecord } from './avatarRecord'

const ownershipAbi = parseAbi([
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
])

/**
 * The image URI of an avatar record (ENSIP-12): the record's own URI, or the image in an NFT's
 * metadata when `owner` holds the NFT (ownerOf / balanceOf on a chain this provider serves).
 * Undefined when there is none or the NFT is not the owner's.
 */
export async function avatarImageUri(
  services: Services,
  record: AvatarRecord,
  owner: `0x${string}`,
): Promise<string | undefined> {
  if (record.kind === 'uri') return record.uri
  const chain = services.chains.get(record.chainId)
  const config = services.config.chains.find((c) => c.id === record.chainId)
  if (!chain?.nfts || !config) return undefined
  const client = evmClient(config, services.config.gateway.timeoutMs)
  const { contract, tokenId } = record
  const holds =
    record.standard === 'erc721'
      ? (
          await client.readContract({
            address: contract,
            abi: ownershipAbi,
            functionName: 'ownerOf',
            args: [tokenId],
          })
        ).toLowerCase() === owner.toLowerCase()
      : (await client.readContract({
          address: contract,
          abi: ownershipAbi,
          functionName: 'balanceOf',
          args: [owner, tokenId],
        })) > 0n
  if (!holds) return undefined
  const meta = await nftServices(services).metadata.read({
    chain,
    contract: chain.addressKey(contract),
    tokenId,
    standard: record.standard === 'erc721' ? 'ERC721' : 'ERC1155',
  })
  return meta.image
}
