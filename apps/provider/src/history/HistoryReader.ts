import type { Database } from '../db/Database'
import type { HistoryCursor } from './historyCursor'

export interface TransferRow {
  log_index: number
  token_address: string | null
  from_address: string
  to_address: string
  amount: string
  /** Set for NFT transfers (issue 37): token_address is then the collection. */
  standard?: 'ERC721' | 'ERC1155' | 'METAPLEX'
  token_id?: string
}

export interface TransactionRow {
  chain_id: string
  tx_hash: string
  block_number: number
  tx_index: number
  mined_at: Date
  status: string
  /** The transaction's transfers from or to the account, by log index. */
  transfers: TransferRow[]
}

export interface HistoryPage {
  transactions: TransactionRow[]
  next: HistoryCursor | undefined
}

/** An account in the spelling the index stores for the chains of one namespace. */
export interface HistoryAccount {
  address: string
  chainIds: string[]
}

// One index range of account_activity, newest first, the account's transfers riding on each row;
// sent as one JSON value, which PGlite decodes far faster than rows of typed columns.
const pageSql = (after: boolean) => `
  SELECT coalesce(json_agg(p ORDER BY p.mined_at DESC, p.chain_id DESC, p.block_number DESC, p.tx_index DESC), '[]')::text AS page
  FROM (
    SELECT chain_id, tx_hash, block_number, tx_index, mined_at, status, transfers
    FROM account_activity
    WHERE address = $1 AND chain_id = ANY($2::text[])
    ${after ? 'AND (mined_at, chain_id, block_number, tx_index) < ($4::timestamptz, $5::text, $6::bigint, $7::integer)' : ''}
    ORDER BY mined_at DESC, chain_id DESC, block_number DESC, tx_index DESC
    LIMIT $3
  ) p`
const FIRST_PAGE = pageSql(false)
const NEXT_PAGE = pageSql(true)

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
  const [result] = cursor
    ? await db.query<{ page: string }>(NEXT_PAGE, [
        address,
        chainIds,
        limit + 1,
        cursor.minedAt,
        cursor.chainId,
        cursor.blockNumber,
        cursor.txIndex,
      ])
    : await db.query<{ page: string }>(FIRST_PAGE, [address, chainIds, limit + 1])
  const stored: (Omit<TransactionRow, 'mined_at'> & { mined_at: string })[] = JSON.parse(
    result?.page ?? '[]',
  )
  const transactions = stored.map((row) => ({ ...row, mined_at: new Date(row.mined_at) }))
  const page = transactions.slice(0, limit)
  const end = page[page.length - 1]
  return {
    transactions: page,
    next: transactions.length > limit && end ? cursorAt(end) : undefined,
  }
}

/** The history's order: newest first, then by chain, block and position (the cursor's key). */
export const newerFirst = (a: TransactionRow, b: TransactionRow) =>
  b.mined_at.getTime() - a.mined_at.getTime() ||
  (a.chain_id < b.chain_id ? 1 : a.chain_id > b.chain_id ? -1 : 0) ||
  b.block_number - a.block_number ||
  b.tx_index - a.tx_index

/** The first `limit` transactions of pages read for different namespaces, in the pages' order. */
export function mergePages(pages: readonly HistoryPage[], limit: number): HistoryPage {
  const all = pages.flatMap((p) => p.transactions).sort(newerFirst)
  const transactions = all.slice(0, limit)
  const last = transactions[transactions.length - 1]
  const more = all.length > limit || pages.some((p) => p.next)
  return { transactions, next: more && last ? cursorAt(last) : undefined }
}

export const cursorAt = (row: TransactionRow): HistoryCursor => ({
  minedAt: row.mined_at.toISOString(),
  chainId: row.chain_id,
  blockNumber: row.block_number,
  txIndex: row.tx_index,
  txHash: row.tx_hash,
})

/** Whether a row comes after the cursor in the history's order (is older than the page end). */
export const isAfterCursor = (row: TransactionRow, cursor: HistoryCursor): boolean =>
  newerFirst(row, {
    chain_id: cursor.chainId,
    tx_hash: '',
    block_number: cursor.blockNumber,
    tx_index: cursor.txIndex,
    mined_at: new Date(cursor.minedAt),
    status: '',
    transfers: [],
  }) > 0
