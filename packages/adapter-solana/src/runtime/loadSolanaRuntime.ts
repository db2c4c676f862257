export type SolanaRuntime = typeof import('./solanaRuntime')

let loading: Promise<SolanaRuntime> | undefined

/** @solana/web3.js, loaded once on first need (a connection, a balance, a restore); retried on failure. */
export function loadSolanaRuntime(): Promise<SolanaRuntime> {
  loading ??= import('./solanaRuntime').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
