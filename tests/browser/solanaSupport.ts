// The Solana dev wallet's panel in the demo, and reads of the local Solana chain, for
// solana.browser.test.ts.
import type { Locator, Page } from 'playwright-core'
import { decideRequest, dialog } from './support'

export const LAMPORTS_PER_SOL = 1_000_000_000n

export function solanaWalletRequests(page: Page): Locator {
  return page.getByTestId('solana-dev-wallet-request')
}

/** The Solana dev wallet's row in the Connect view. */
export function solanaWalletRow(page: Page): Locator {
  return dialog(page).getByRole('button', { name: /^Latchkey Solana Dev Wallet/ })
}

/** Decides the one pending Solana dev-wallet request whose text contains `method`. */
export function decideSolanaRequest(page: Page, method: string, decision: 'Approve' | 'Reject') {
  return decideRequest(page, method, decision, solanaWalletRequests(page))
}

async function rpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error || body.result === undefined) throw new Error(body.error?.message ?? 'no result')
  return body.result
}

/** Lamports of an account, read straight from the chain at 'confirmed'. */
export async function lamportsOf(rpcUrl: string, address: string): Promise<bigint> {
  const result = await rpc<{ value: number }>(rpcUrl, 'getBalance', [
    address,
    { commitment: 'confirmed' },
  ])
  return BigInt(result.value)
}

/** An owner's balance of one mint in base units, summed over its token accounts (0n if none). */
export async function tokenUnitsOf(rpcUrl: string, owner: string, mint: string): Promise<bigint> {
  const result = await rpc<{ value: { pubkey: string }[] }>(rpcUrl, 'getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'base64', commitment: 'confirmed' },
  ])
  let total = 0n
  for (const { pubkey } of result.value) {
    const balance = await rpc<{ value: { amount: string } }>(rpcUrl, 'getTokenAccountBalance', [
      pubkey,
      { commitment: 'confirmed' },
    ])
    total += BigInt(balance.value.amount)
  }
  return total
}
