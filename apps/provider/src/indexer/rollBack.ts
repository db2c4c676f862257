import type { IndexedChain } from '../chains/ServedChain'
import type { Database } from '../db/Database'

/**
 * Whether the stored chain still agrees with the node at the cursor; if not, deletes what was
 * indexed after the last block both agree on (or everything, when none agrees: a reset devnet).
 * Returns the block kept, -1 after a full reset, or undefined when nothing had to change.
 */
export async function rollBackIfDiverged(
  db: Database,
  chain: IndexedChain,
  cursor: number,
): Promise<number | undefined> {
  const stored = await db.query<{ block_number: number; block_hash: string }>(
    'SELECT block_number, block_hash FROM indexed_blocks WHERE chain_id = $1 ORDER BY block_number DESC',
    [chain.id],
  )
  const top = stored[0]
  if (
    !top ||
    top.block_number !== cursor ||
    (await chain.source.blockHash(cursor)) === top.block_hash
  ) {
    return undefined
  }
  let keep = -1
  const oldest = stored[stored.length - 1] as (typeof stored)[number]
  // The oldest hash first: when even it differs, the whole chain was replaced.
  if ((await chain.source.blockHash(oldest.block_number)) === oldest.block_hash) {
    for (const block of stored.slice(1)) {
      if ((await chain.source.blockHash(block.block_number)) === block.block_hash) {
        keep = block.block_number
        break
      }
    }
  }
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM chain_transactions WHERE chain_id = $1 AND block_number > $2', [
      chain.id,
      keep,
    ])
    await tx.query('DELETE FROM indexed_blocks WHERE chain_id = $1 AND block_number > $2', [
      chain.id,
      keep,
    ])
    if (keep < 0) await tx.query('DELETE FROM indexer_cursors WHERE chain_id = $1', [chain.id])
    else {
      await tx.query(
        'UPDATE indexer_cursors SET last_block = $2, updated_at = now() WHERE chain_id = $1',
        [chain.id, keep],
      )
    }
  })
  return keep
}
