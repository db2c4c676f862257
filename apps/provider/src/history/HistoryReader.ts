import type { Database } from '../db/Database'
import type { HistoryCursor } from './historyCursor'

export interface TransactionRow {
  chain_id: string
  tx_hash: string
  block_number: number
  tx_index: number
  mined_at: Date
  status: string
}

export interface TransferRow {
  chain_id: string
  tx_hash: string
  log_index: number
  token_address: string | null
  from_address: string
  to_address: string
  amount: string
}

export interface HistoryPage {
  transactions: TransactionRow[]
  transfers: TransferRow[]
  next: HistoryCursor | undefined
}

/** An account in the spelling the index stores for the chains of one namespace. */
export interface HistoryAccount {
  address: string
  chainIds: string[]
}

/** Reads an account's indexed transactions on its chains, newest first, by keyset paging. */
export async function readHistory(
  db: Database,
  accounts: readonly HistoryAccount[],
  cursor: HistoryCursor | undefined,
  limit: number,
): Promise<HistoryPage> {
  const pages = await Promise.all(
    accounts.map(({ address, chainIds }) => readPage(db, address, chainIds, cursor, limit)),
  )
  const [only] = pages
  if (pages.length === 1 && only) return only
  return mergePages(pages, limit)
}

async function readPage(
  db: Database,
  address: string,
  chainIds: readonly string[],
  cursor: HistoryCursor | undefined,
  limit: number,
): Promise<HistoryPage> {
  const rows = await db.query<TransactionRow>(
    `WITH mine AS (
       SELECT chain_id, tx_hash FROM chain_transfers WHERE from_address = $1 AND chain_id = ANY($2::text[])
       UNION
       SELECT chain_id, tx_hash FROM chain_transfers WHERE to_address = $1 AND chain_id = ANY($2::text[])
     )
     SELECT t.chain_id, t.tx_hash, t.block_number, t.tx_index, t.mined_at, t.status
     FROM chain_transactions t JOIN mine USING (chain_id, tx_hash)
     WHERE $3::timestamptz IS NULL
        OR (t.mined_at, t.chain_id, t.block_number, t.tx_index) < ($3::timestamptz, $4::text, $5::bigint, $6::integer)
     ORDER BY t.mined_at DESC, t.chain_id DESC, t.block_number DESC, t.tx_index DESC
     LIMIT $7`,
    [
      address,
      chainIds,
      cursor?.minedAt ?? null,
      cursor?.chainId ?? null,
      cursor?.blockNumber ?? null,
      cursor?.txIndex ?? null,
      limit + 1,
    ],
  )
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  const next = rows.length > limit && last ? cursorAt(last) : undefined
  const transfers = page.length
    ? await db.query<TransferRow>(
        `SELECT chain_id, tx_hash, log_index, token_address, from_address, to_address, amount::text AS amount
         FROM chain_transfers
         WHERE tx_hash = ANY($1::text[]) AND chain_id = ANY($2::text[]) AND (from_address = $3 OR to_address = $3)
         ORDER BY log_index`,
        [page.map((t) => t.tx_hash), [...new Set(page.map((t) => t.chain_id))], address],
      )
    : []
  return { transactions: page, transfers, next }
}

const newerFirst = (a: TransactionRow, b: TransactionRow) =>
  b.mined_at.getTime() - a.mined_at.getTime() ||
  (a.chain_id < b.chain_id ? 1 : a.chain_id > b.chain_id ? -1 : 0) ||
  b.block_number - a.block_number ||
  b.tx_index - a.tx_index

/** The first `limit` transactions of pages read for different namespaces, in the pages' order. */
function mergePages(pages: readonly HistoryPage[], limit: number): HistoryPage {
  const all = pages.flatMap((p) => p.transactions).sort(newerFirst)
  const transactions = all.slice(0, limit)
  const last = transactions[transactions.length - 1]
  const more = all.length > limit || pages.some((p) => p.next)
  return {
    transactions,
    transfers: pages.flatMap((p) => p.transfers),
    next: more && last ? cursorAt(last) : undefined,
  }
}

const cursorAt = (row: TransactionRow): HistoryCursor => ({
  minedAt: row.mined_at.toISOString(),
  chainId: row.chain_id,
  blockNumber: row.block_number,
  txIndex: row.tx_index,
})
