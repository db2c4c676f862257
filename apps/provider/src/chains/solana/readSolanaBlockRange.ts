import type {
  BlockRange,
  IndexedNftTransfer,
  IndexedTransaction,
  IndexedTransfer,
} from '../ServedChain'
import { readMetadataAccounts } from './solanaNftSource'
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

/** Mints of 0 decimals a transaction moves that are not configured tokens: NFTs, if Metaplex says so. */
function nftCandidates(entry: SolanaBlockTransaction, knownMints: ReadonlySet<string>) {
  const balances = [
    ...(entry.meta?.preTokenBalances ?? []),
    ...(entry.meta?.postTokenBalances ?? []),
  ]
  return new Set(
    balances
      .filter((b) => b.uiTokenAmount?.decimals === 0 && !knownMints.has(b.mint))
      .map((b) => b.mint),
  )
}

/**
 * SOL and known-token transfers of the blocks of slots from..to (skipped slots have none), and
 * the movements of Metaplex NFTs (0-decimal mints with a metadata account).
 */
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
  const range: BlockRange = { blocks: [], transactions: [], transfers: [], nftTransfers: [] }
  const candidates: { tx: IndexedTransaction; moves: ReturnType<typeof solanaTransfers> }[] = []
  for (const { slot, block } of blocks) {
    if (!block) continue
    range.blocks.push({ number: slot, hash: block.blockhash })
    const minedAt = new Date((block.blockTime ?? 0) * 1000)
    block.transactions.forEach((entry, txIndex) => {
      const txHash = entry.transaction.signatures[0]
      if (!txHash) return
      const transfers = solanaTransfers(entry, knownMints)
      const nftMints = nftCandidates(entry, knownMints)
      const moves = nftMints.size ? solanaTransfers(entry, nftMints) : []
      if (transfers.length === 0 && moves.length === 0) return
      const status = entry.meta?.err ? 'failed' : 'confirmed'
      const tx = { txHash, blockNumber: slot, txIndex, minedAt, status } as const
      if (moves.length) candidates.push({ tx, moves })
      if (transfers.length === 0) return
      range.transactions.push(tx satisfies IndexedTransaction)
      range.transfers.push(
        ...transfers.map((transfer): IndexedTransfer => ({ ...transfer, txHash })),
      )
    })
  }
  if (candidates.length) {
    const mints = [
      ...new Set(candidates.flatMap((c) => c.moves.map((m) => m.tokenAddress as string))),
    ]
    const metadata = await readMetadataAccounts(rpc, mints)
    const nfts = new Set(mints.filter((_, i) => metadata[i] !== undefined))
    const listed = new Set(range.transactions.map((t) => t.txHash))
    for (const { tx, moves } of candidates) {
      const kept = moves.filter((m) => nfts.has(m.tokenAddress as string))
      if (kept.length === 0) continue
      if (!listed.has(tx.txHash)) range.transactions.push(tx)
      range.nftTransfers?.push(
        ...kept.map(
          (m): IndexedNftTransfer => ({
            txHash: tx.txHash,
            logIndex: m.logIndex,
            itemIndex: 0,
            blockNumber: tx.blockNumber,
            standard: 'METAPLEX',
            contract: m.tokenAddress as string,
            tokenId: 0n,
            from: m.from,
            to: m.to,
            amount: m.amount,
          }),
        ),
      )
    }
  }
  return range
}
