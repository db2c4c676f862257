import {
  cursorAt,
  type HistoryPage,
  isAfterCursor,
  newerFirst,
  type TransactionRow,
} from '../../history/HistoryReader'
import type { HistoryCursor } from '../../history/historyCursor'
import { bitcoinTransfers } from './bitcoinTransfers'
import type { EsploraGet } from './esploraClient'
import type { EsploraTx } from './esploraTypes'

/** Mempool rows sort above every block: their cursor's block number. */
export const MEMPOOL_BLOCK = Number.MAX_SAFE_INTEGER
/** Esplora answers 25 confirmed transactions a page (`/txs/chain[/:last_seen_txid]`). */
const CHAIN_PAGE = 25
/** Esplora pages read at most per history request. */
const MAX_PAGES = 20
/** The largest position a cursor takes (a Postgres integer); listing order counts down from it. */
const LAST_INDEX = 0x7fffffff

export interface BitcoinHistoryRequest {
  chainId: string
  /** The account's address key (bitcoinAddresses.ts). */
  address: string
  cursor: HistoryCursor | undefined
  limit: number
  /** The request's time: mempool transactions are shown as of now. */
  now: Date
}

/**
 * An account's history read live from Esplora, in the history's order (HistoryReader.newerFirst),
 * after the cursor: the mempool first, then blocks, paging from the cursor's own transaction when
 * it ended on this chain. Rows are ordered by block time, then height: a block whose time runs
 * behind an earlier block's (rare; consensus allows it) may page out of height order.
 */
export async function readBitcoinHistory(
  get: EsploraGet,
  request: BitcoinHistoryRequest,
): Promise<HistoryPage> {
  const { chainId, address, cursor, limit } = request
  const base = `/address/${encodeURIComponent(address)}/txs`
  const rows: TransactionRow[] = []
  const keep = (row: TransactionRow) => {
    if (!cursor || isAfterCursor(row, cursor)) rows.push(row)
  }
  const resume =
    cursor?.chainId === chainId && cursor.blockNumber !== MEMPOOL_BLOCK ? cursor.txHash : undefined
  let lastSeen = resume && /^[0-9a-f]{64}$/.test(resume) ? resume : undefined
  let exhausted = false
  let newestBlockTime = 0
  // A confirmed row's position is its place among its block's rows in Esplora's listing (which is
  // not the order within the block), so paging from the cursor's transaction keeps the same order.
  let group =
    lastSeen && cursor
      ? { height: cursor.blockNumber, next: LAST_INDEX - cursor.txIndex + 1 }
      : { height: -1, next: 0 }
  for (let page = 0; page < MAX_PAGES && rows.length <= limit; page++) {
    const txs = await get<EsploraTx[]>(`${base}/chain${lastSeen ? `/${lastSeen}` : ''}`)
    for (const tx of txs) {
      const height = tx.status.block_height ?? -1
      if (height !== group.height) group = { height, next: 0 }
      newestBlockTime = Math.max(newestBlockTime, tx.status.block_time ?? 0)
      keep(toRow(chainId, address, tx, request.now, LAST_INDEX - group.next++))
    }
    const last = txs[txs.length - 1]
    if (!last || txs.length < CHAIN_PAGE) {
      exhausted = true
      break
    }
    lastSeen = last.txid
  }
  if (!cursor || cursor.blockNumber === MEMPOOL_BLOCK) {
    // Shown above every block (block times may run ahead of the clock), and at the first page's
    // time on every later page of the same walk, so the cursor's order holds.
    const shownAt = cursor
      ? new Date(cursor.minedAt)
      : new Date(Math.max(request.now.getTime(), (newestBlockTime + 1) * 1000))
    for (const tx of await get<EsploraTx[]>(`${base}/mempool`)) {
      // The mempool is read whole each time and its listing changes: the txid orders it.
      const txIndex = Number.parseInt(tx.txid.slice(0, 8), 16) & LAST_INDEX
      keep(toRow(chainId, address, tx, shownAt, txIndex))
    }
  }
  rows.sort(newerFirst)
  const transactions = rows.slice(0, limit)
  const end = transactions[transactions.length - 1]
  return {
    transactions,
    next: end && (rows.length > limit || !exhausted) ? cursorAt(end) : undefined,
  }
}

function toRow(
  chainId: string,
  address: string,
  tx: EsploraTx,
  now: Date,
  txIndex: number,
): TransactionRow {
  const { confirmed, block_height, block_time } = tx.status
  const mined = confirmed && block_height !== undefined && block_time !== undefined
  return {
    chain_id: chainId,
    tx_hash: tx.txid,
    block_number: mined ? block_height : MEMPOOL_BLOCK,
    tx_index: txIndex,
    mined_at: mined ? new Date(block_time * 1000) : now,
    status: mined ? 'confirmed' : 'pending',
    transfers: bitcoinTransfers(tx, address),
  }
}
