// The Bitcoin dev wallet's panel in the demo, and reads of the local regtest chain, for
// bitcoin.browser.test.ts.
import type { Locator, Page } from 'playwright-core'
import { decideRequest, dialog } from './support'

export const SATS_PER_BTC = 100_000_000n

export function bitcoinWalletRequests(page: Page): Locator {
  return page.getByTestId('bitcoin-dev-wallet-request')
}

/** The Bitcoin dev wallet's row in the Connect view. */
export function bitcoinWalletRow(page: Page): Locator {
  return dialog(page).getByRole('button', { name: /^Latchkey Bitcoin Dev Wallet/ })
}

/** Decides the one pending Bitcoin dev-wallet request whose text contains `method`. */
export function decideBitcoinRequest(page: Page, method: string, decision: 'Approve' | 'Reject') {
  return decideRequest(page, method, decision, bitcoinWalletRequests(page))
}

interface Stats {
  funded_txo_sum: number
  spent_txo_sum: number
}

/** An address's confirmed + mempool balance in sats, read from the chain's Esplora API. */
export async function satsOf(esploraUrl: string, address: string): Promise<bigint> {
  const response = await fetch(`${esploraUrl}/address/${address}`)
  const body = (await response.json()) as { chain_stats: Stats; mempool_stats: Stats }
  const net = (s: Stats) => BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum)
  return net(body.chain_stats) + net(body.mempool_stats)
}
