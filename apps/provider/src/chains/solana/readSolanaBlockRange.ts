import type { BlockRange, IndexedTransaction, IndexedTransfer } from '../ServedChain'
import { type SolanaRpc, SolanaRpcError } from './solanaRpc'
import { type SolanaBlockTransaction, solanaTransfers } from './solanaTransfers'

interface SolanaBlock {
  blockhash: string
  blockTime: number | null
  transactions: SolanaBlockTransaction[]
}

// Slot skipped, or no longer (or not yet) in the node's ledger.
const NO_BLOCK_CODES = new Set([-32004, -32007, -32009, -32014])
const BLOCK_OPTIONS = {
  encoding: 'json',
  transactionDetails: 'full',
  rewards: false,
  maxSupportedTransactionVersion: 0,
  commitment: 'finalized',
}

/** The block of a slot, undefined for a skipped or unavailable one. */
export async function readSolanaBlock<T = SolanaBlock>(
  rpc: SolanaRpc,
  slot: number,
  options: object = BLOCK_OPTIONS,
) {
  try {
    return await rpc<T>('getBlock', [slot, options])
  } catch (error) {
    if (error instanceof SolanaRpcError && NO_BLOCK_CODES.has(error.code)) return undefined
    throw error
  }
}

/** The hash of a slot's block (none for a skipped slot): the indexer's reorg check. */
export async function solanaBlockHash(rpc: SolanaRpc, slot: number): Promise<string | undefined> {
  const block = await readSolanaBlock<{ blockhash: string }>(rpc, slot, {
    transactionDetails: 'none',
    rewards: false,
    commitment: 'finalized',
  })
  return block?.blockhash
}

/** SOL and known-token transfers of the blocks of slots from..to (skipped slots have none). */
export async function readSolanaBlockRange(
  rpc: SolanaRpc,
  knownMints: ReadonlySet<string>,
  from: number,
  to: number,
): Promise<BlockRange> {
  const slots = await rpc<number[]>('getBlocks', [from, to, { commitment: 'finalized' }])
  const blocks = await Promise.all(
    slots.map(async (slot) => ({ slot, block: await readSolanaBlock(rpc, slot) })),
  )
  const range: BlockRange = { blocks: [], transactions: [], transfers: [] }
  for (const { slot, block } of blocks) {
    if (!block) continue
    range.blocks.push({ number: slot, hash: block.blockhash })
    const minedAt = new Date((block.blockTime ?? 0) * 1000)
    block.transactions.forEach((entry, txIndex) => {
      const txHash = entry.transaction.signatures[0]
      const transfers = solanaTransfers(entry, knownMints)
      if (!txHash || transfers.length === 0) return
      const status = entry.meta?.err ? 'failed' : 'confirmed'
      range.transactions.push({
        txHash,
        blockNumber: slot,
        txIndex,
        minedAt,
        status,
      } satisfies IndexedTransaction)
      range.transfers.push(
        ...transfers.map((transfer): IndexedTransfer => ({ ...transfer, txHash })),
      )
    })
  }
  return range
}
