import type {
  BlockRange,
  IndexedNftTransfer,
  IndexedTransaction,
  IndexedTransfer,
} from '../chains/ServedChain'
import type { Queryable } from '../db/Database'

/** Block hashes kept per chain: how deep a reorg can be and still be rolled back block by block. */
export const KEPT_BLOCK_HASHES = 256

/**
 * Writes a range's rows and moves the chain's cursor, in the caller's transaction.
 * Unique keys make a repeated range a no-op; the cursor never moves back.
 */
export async function storeBlockRange(
  tx: Queryable,
  chainId: string,
  lastBlock: number,
  { blocks, transactions, transfers, nftTransfers = [] }: BlockRange,
): Promise<void> {
  if (transactions.length) {
    await tx.query(
      `INSERT INTO chain_transactions (chain_id, tx_hash, block_number, tx_index, mined_at, status)
       SELECT $1, * FROM unnest($2::text[], $3::bigint[], $4::integer[], $5::timestamptz[], $6::text[])
       ON CONFLICT (chain_id, tx_hash) DO NOTHING`,
      [
        chainId,
        transactions.map((t) => t.txHash),
        transactions.map((t) => t.blockNumber),
        transactions.map((t) => t.txIndex),
        transactions.map((t) => t.minedAt.toISOString()),
        transactions.map((t) => t.status),
      ],
    )
  }
  if (transfers.length) {
    await tx.query(
      `INSERT INTO chain_transfers (chain_id, tx_hash, log_index, token_address, from_address, to_address, amount)
       SELECT $1, * FROM unnest($2::text[], $3::integer[], $4::text[], $5::text[], $6::text[], $7::numeric[])
       ON CONFLICT (chain_id, tx_hash, log_index) DO NOTHING`,
      [
        chainId,
        transfers.map((t) => t.txHash),
        transfers.map((t) => t.logIndex),
        transfers.map((t) => t.tokenAddress),
        transfers.map((t) => t.from),
        transfers.map((t) => t.to),
        transfers.map((t) => t.amount.toString()),
      ],
    )
  }
  if (nftTransfers.length) {
    await tx.query(
      `INSERT INTO nft_transfers
         (chain_id, tx_hash, log_index, item_index, block_number, standard, contract, token_id, from_address, to_address, amount)
       SELECT $1, * FROM unnest($2::text[], $3::integer[], $4::integer[], $5::bigint[], $6::text[], $7::text[], $8::numeric[], $9::text[], $10::text[], $11::numeric[])
       ON CONFLICT (chain_id, tx_hash, log_index, item_index) DO NOTHING`,
      [
        chainId,
        nftTransfers.map((t) => t.txHash),
        nftTransfers.map((t) => t.logIndex),
        nftTransfers.map((t) => t.itemIndex),
        nftTransfers.map((t) => t.blockNumber),
        nftTransfers.map((t) => t.standard),
        nftTransfers.map((t) => t.contract),
        nftTransfers.map((t) => t.tokenId.toString()),
        nftTransfers.map((t) => t.from),
        nftTransfers.map((t) => t.to),
        nftTransfers.map((t) => t.amount.toString()),
      ],
    )
  }
  const activity = accountActivity(transactions, transfers, nftTransfers)
  if (activity.length) {
    await tx.query(
      `INSERT INTO account_activity
         (address, chain_id, tx_hash, mined_at, block_number, tx_index, status, transfers)
       SELECT a, $1, h, m, b, i, s, j::jsonb
       FROM unnest($2::text[], $3::text[], $4::timestamptz[], $5::bigint[], $6::integer[], $7::text[], $8::text[])
         AS r(a, h, m, b, i, s, j)
       ON CONFLICT (address, chain_id, tx_hash) DO NOTHING`,
      [
        chainId,
        activity.map((a) => a.address),
        activity.map((a) => a.tx.txHash),
        activity.map((a) => a.tx.minedAt.toISOString()),
        activity.map((a) => a.tx.blockNumber),
        activity.map((a) => a.tx.txIndex),
        activity.map((a) => a.tx.status),
        activity.map((a) => JSON.stringify(a.transfers)),
      ],
    )
  }
  const kept = blocks.filter((b) => b.number > lastBlock - KEPT_BLOCK_HASHES)
  if (kept.length) {
    await tx.query(
      `INSERT INTO indexed_blocks (chain_id, block_number, block_hash)
       SELECT $1, * FROM unnest($2::bigint[], $3::text[])
       ON CONFLICT (chain_id, block_number) DO UPDATE SET block_hash = EXCLUDED.block_hash`,
      [chainId, kept.map((b) => b.number), kept.map((b) => b.hash)],
    )
  }
  await tx.query('DELETE FROM indexed_blocks WHERE chain_id = $1 AND block_number <= $2', [
    chainId,
    lastBlock - KEPT_BLOCK_HASHES,
  ])
  await tx.query(
    `INSERT INTO indexer_cursors (chain_id, last_block) VALUES ($1, $2)
     ON CONFLICT (chain_id) DO UPDATE
       SET last_block = GREATEST(indexer_cursors.last_block, EXCLUDED.last_block), updated_at = now()`,
    [chainId, lastBlock],
  )
}

interface Activity {
  address: string
  tx: IndexedTransaction
  /** As history reads them back: the columns of chain_transfers, amounts as decimal strings. */
  transfers: Record<string, string | number | null>[]
}

/** Each address that sent or received in a transaction, once per transaction, with its transfers. */
function accountActivity(
  transactions: BlockRange['transactions'],
  transfers: BlockRange['transfers'],
  nftTransfers: IndexedNftTransfer[],
): Activity[] {
  const byHash = new Map(transactions.map((t) => [t.txHash, t]))
  const rows = new Map<string, Activity>()
  const moves = [
    ...transfers.map((t) => ({ transfer: t, order: [t.logIndex, 0] as const, nft: undefined })),
    ...nftTransfers.map((t) => ({
      transfer: t,
      order: [t.logIndex, t.itemIndex] as const,
      nft: t,
    })),
  ].sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
  for (const { transfer, nft } of moves) {
    const tx = byHash.get(transfer.txHash)
    if (!tx) continue
    const stored = {
      log_index: transfer.logIndex,
      token_address: nft ? nft.contract : (transfer as IndexedTransfer).tokenAddress,
      from_address: transfer.from,
      to_address: transfer.to,
      amount: transfer.amount.toString(),
      // NFTs: which token, and by which standard (history answers them with nft_info).
      ...(nft ? { standard: nft.standard, token_id: nft.tokenId.toString() } : {}),
    }
    for (const address of new Set([transfer.from, transfer.to])) {
      const key = `${address}|${tx.txHash}`
      const row = rows.get(key) ?? rows.set(key, { address, tx, transfers: [] }).get(key)
      row?.transfers.push(stored)
    }
  }
  return [...rows.values()]
}
