import { lazyModule } from '@latchkey/core'

export type SolanaRuntime = typeof import('./solanaRuntime')

/** @solana/web3.js, loaded once on first need (a connection, a balance, a restore); retried on failure. */
export const loadSolanaRuntime = lazyModule<SolanaRuntime>(() => import('./solanaRuntime')).load
