import { type Address, type Hash, type PublicClient, parseAbiItem } from 'viem'
import type { BlockRange, IndexedTransaction, IndexedTransfer } from '../ServedChain'
import { readEvmNftTransfers } from './readEvmNftTransfers'

const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)

/**
 * Reads native value transfers, known-token Transfer logs and every ERC-721 and ERC-1155
 * transfer of blocks from..to from the node.
 */
export async function readEvmBlockRange(
  client: PublicClient,
  tokenAddresses: readonly Address[],
  from: number,
  to: number,
  /** The NFT contracts to read; undefined: every contract's NFT transfers. */
  nftContracts?: readonly Address[],
): Promise<BlockRange> {
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => BigInt(from + i))
  const [blocks, logs, nftLogs] = await Promise.all([
    Promise.all(
      numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
    ),
    tokenAddresses.length
      ? client.getLogs({
          address: [...tokenAddresses],
          event: transferEvent,
          fromBlock: BigInt(from),
          toBlock: BigInt(to),
          strict: true,
        })
      : Promise.resolve([]),
    readEvmNftTransfers(client, from, to, nftContracts),
  ])
  const minedAt = new Map(blocks.map((b) => [b.number, new Date(Number(b.timestamp) * 1000)]))
  const valueTxs = blocks.flatMap((b) => b.transactions.filter((tx) => tx.value > 0n && tx.to))
  const receipts = await Promise.all(
    valueTxs.map((tx) => client.getTransactionReceipt({ hash: tx.hash })),
  )

  const transactions = new Map<Hash, IndexedTransaction>()
  const transfers: IndexedTransfer[] = []
  valueTxs.forEach((tx, i) => {
    const status = receipts[i]?.status === 'success' ? 'confirmed' : 'failed'
    transactions.set(tx.hash, {
      txHash: tx.hash,
      blockNumber: Number(tx.blockNumber),
      txIndex: tx.transactionIndex ?? 0,
      minedAt: minedAt.get(tx.blockNumber as bigint) as Date,
      status,
    })
    transfers.push({
      txHash: tx.hash,
      logIndex: -1,
      tokenAddress: null,
      from: tx.from.toLowerCase(),
      to: (tx.to as string).toLowerCase(),
      amount: tx.value,
    })
  })
  for (const log of logs) {
    if (log.removed || log.transactionHash === null || log.blockNumber === null) continue
    if (!transactions.has(log.transactionHash)) {
      transactions.set(log.transactionHash, {
        txHash: log.transactionHash,
        blockNumber: Number(log.blockNumber),
        txIndex: log.transactionIndex ?? 0,
        minedAt: minedAt.get(log.blockNumber) as Date,
        // A transaction that emitted logs did not revert.
        status: 'confirmed',
      })
    }
    transfers.push({
      txHash: log.transactionHash,
      logIndex: log.logIndex ?? 0,
      tokenAddress: log.address.toLowerCase(),
      from: log.args.from.toLowerCase(),
      to: log.args.to.toLowerCase(),
      amount: log.args.value,
    })
  }
  for (const log of nftLogs) {
    if (!transactions.has(log.transactionHash)) {
      transactions.set(log.transactionHash, {
        txHash: log.transactionHash,
        blockNumber: Number(log.blockNumber),
        txIndex: log.transactionIndex,
        minedAt: minedAt.get(log.blockNumber) as Date,
        status: 'confirmed',
      })
    }
  }
  return {
    blocks: blocks.map((b) => ({ number: Number(b.number), hash: b.hash })),
    transactions: [...transactions.values()],
    transfers,
    nftTransfers: nftLogs.flatMap((log) => log.transfers),
  }
}
