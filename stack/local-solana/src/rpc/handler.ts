import type { SolanaLedger } from '../ledger'

/** The Agave version this endpoint imitates in `getVersion` and `context.apiVersion`. */
export const API_VERSION = '2.2.0'

export type RpcHandler = (ledger: SolanaLedger, params: unknown[]) => unknown

/** `{ context: { slot }, value }`, the envelope of Solana's context-carrying answers. */
export function withContext<T>(ledger: SolanaLedger, value: T) {
  return { context: { slot: ledger.slot, apiVersion: API_VERSION }, value }
}
