import { type Address, type PublicClient, parseAbi } from 'viem'
import type { IndexedNftTransfer } from '../ServedChain'

/** ERC-721's Transfer (the token id indexed, unlike ERC-20's) and ERC-1155's two transfer events. */
export const nftTransferEvents = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
])

export interface EvmNftLog {
  transactionHash: `0x${string}`
  blockNumber: bigint
  transactionIndex: number
  transfers: IndexedNftTransfer[]
}

/**
 * Every ERC-721 and ERC-1155 transfer of blocks from..to (of `contracts`, or of any contract). Strict decoding
 * drops ERC-20 Transfer logs (three topics) that share ERC-721's signature.
 */
export async function readEvmNftTransfers(
  client: PublicClient,
  from: number,
  to: number,
  /** Only these contracts' transfers; undefined: every contract's. */
  contracts?: readonly Address[],
): Promise<EvmNftLog[]> {
  if (contracts?.length === 0) return []
  const logs = await client.getLogs({
    ...(contracts ? { address: [...contracts] } : {}),
    events: nftTransferEvents,
    fromBlock: BigInt(from),
    toBlock: BigInt(to),
    strict: true,
  })
  const out: EvmNftLog[] = []
  for (const log of logs) {
    if (log.removed || log.transactionHash === null || log.blockNumber === null) continue
    const base = {
      txHash: log.transactionHash,
      logIndex: log.logIndex ?? 0,
      blockNumber: Number(log.blockNumber),
      contract: log.address.toLowerCase(),
    }
    let transfers: IndexedNftTransfer[]
    if (log.eventName === 'Transfer') {
      transfers = [
        {
          ...base,
          itemIndex: 0,
          standard: 'ERC721',
          tokenId: log.args.tokenId,
          from: log.args.from.toLowerCase(),
          to: log.args.to.toLowerCase(),
          amount: 1n,
        },
      ]
    } else if (log.eventName === 'TransferSingle') {
      transfers = [
        {
          ...base,
          itemIndex: 0,
          standard: 'ERC1155',
          tokenId: log.args.id,
          from: log.args.from.toLowerCase(),
          to: log.args.to.toLowerCase(),
          amount: log.args.value,
        },
      ]
    } else {
      const { ids, values } = log.args
      // A batch whose lists differ in length breaks EIP-1155: nothing of it is trusted.
      if (ids.length !== values.length) continue
      transfers = ids.map((tokenId, itemIndex) => ({
        ...base,
        itemIndex,
        standard: 'ERC1155' as const,
        tokenId,
        from: log.args.from.toLowerCase(),
        to: log.args.to.toLowerCase(),
        amount: values[itemIndex] as bigint,
      }))
    }
    out.push({
      transactionHash: log.transactionHash,
      blockNumber: log.blockNumber,
      transactionIndex: log.transactionIndex ?? 0,
      transfers,
    })
  }
  return out
}
