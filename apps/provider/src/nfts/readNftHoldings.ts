import type { NftStandard } from '../chains/ServedChain'
import type { Database } from '../db/Database'

export interface NftHolding {
  chainId: string
  contract: string
  tokenId: bigint
  standard: NftStandard
  /** What the account holds: 1 for an ERC-721 token, the balance for ERC-1155. */
  amount: bigint
}

/** Where a page of holdings ends: the next page starts after this token. */
export interface NftHoldingsCursor {
  chainId: string
  contract: string
  tokenId: string
}

export interface AccountOnNftChains {
  address: string
  chainIds: string[]
}

// Holdings are the sum of an account's indexed transfers in and out, per token; a page is a
// range in (chain, collection, token id) order. Spam collections ('chain|contract') are left out.
const HOLDINGS_SQL = `
  SELECT chain_id, contract, token_id::text AS token_id, standard, sum(amount)::text AS amount
  FROM (
    SELECT chain_id, contract, token_id, standard, amount FROM nft_transfers
      WHERE to_address = $1 AND chain_id = ANY($2::text[])
    UNION ALL
    SELECT chain_id, contract, token_id, standard, -amount FROM nft_transfers
      WHERE from_address = $1 AND chain_id = ANY($2::text[])
  ) moves
  WHERE (chain_id || '|' || contract) <> ALL($3::text[])
    AND ($5::text IS NULL OR (chain_id COLLATE "C", contract COLLATE "C", token_id)
      > ($5::text COLLATE "C", $6::text COLLATE "C", $7::numeric))
  GROUP BY chain_id, contract, token_id, standard
  HAVING sum(amount) > 0
  ORDER BY chain_id COLLATE "C", contract COLLATE "C", token_id
  LIMIT $4`

/** One page of what the account holds on its chains, and where the next page starts. */
export async function readNftHoldings(
  db: Database,
  accounts: readonly AccountOnNftChains[],
  spam: readonly string[],
  cursor: NftHoldingsCursor | undefined,
  limit: number,
): Promise<{ holdings: NftHolding[]; next: NftHoldingsCursor | undefined }> {
  const pages = await Promise.all(
    accounts.map(({ address, chainIds }) =>
      db.query<{
        chain_id: string
        contract: string
        token_id: string
        standard: NftStandard
        amount: string
      }>(HOLDINGS_SQL, [
        address,
        chainIds,
        spam,
        limit + 1,
        cursor?.chainId ?? null,
        cursor?.contract ?? null,
        cursor?.tokenId ?? null,
      ]),
    ),
  )
  const rows = pages
    .flat()
    .map((r) => ({
      chainId: r.chain_id,
      contract: r.contract,
      tokenId: BigInt(r.token_id),
      standard: r.standard,
      amount: BigInt(r.amount),
    }))
    .sort(
      (a, b) =>
        compare(a.chainId, b.chainId) ||
        compare(a.contract, b.contract) ||
        (a.tokenId < b.tokenId ? -1 : a.tokenId > b.tokenId ? 1 : 0),
    )
  const holdings = rows.slice(0, limit)
  const last = holdings[holdings.length - 1]
  return {
    holdings,
    next:
      rows.length > limit && last
        ? { chainId: last.chainId, contract: last.contract, tokenId: last.tokenId.toString() }
        : undefined,
  }
}

// Byte order, as the database's "C" collation of these ASCII keys sorts them.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
