import type { TokenConfig } from '../../config/configSchema'
import type { BalanceReads } from '../ServedChain'
import type { SolanaRpc } from './solanaRpc'

interface ParsedTokenAccounts {
  value: { account: { data: { parsed?: { info?: { tokenAmount?: { amount?: string } } } } } }[]
}

/** An owner's balance of one mint: the sum over its token accounts of that mint (any token program). */
async function tokenBalance(rpc: SolanaRpc, owner: string, mint: string): Promise<bigint> {
  const accounts = await rpc<ParsedTokenAccounts>('getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  return accounts.value.reduce((sum, entry) => {
    const amount = entry.account.data.parsed?.info?.tokenAmount?.amount
    if (amount === undefined || !/^\d+$/.test(amount))
      throw new Error(`Unreadable token account of ${mint}`)
    return sum + BigInt(amount)
  }, 0n)
}

/** SOL (lamports) and every known SPL token (base units), each settled on its own. */
export async function readSolanaBalances(
  rpc: SolanaRpc,
  tokens: readonly TokenConfig[],
  address: string,
): Promise<BalanceReads> {
  const [native, ...reads] = await Promise.allSettled([
    rpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }]).then((r) =>
      BigInt(r.value),
    ),
    ...tokens.map((token) => tokenBalance(rpc, address, token.address)),
  ])
  return {
    native: native as PromiseSettledResult<bigint>,
    tokens: tokens.map((token, i) => ({ token, read: reads[i] as PromiseSettledResult<bigint> })),
  }
}
