import { lazyModule } from '@latchkey/core'

export type BitcoinRuntime = typeof import('./bitcoinRuntime')

/** bitcoinjs-lib, loaded once on first need (an address check, a send); retried on failure. */
export const loadBitcoinRuntime = lazyModule<BitcoinRuntime>(() => import('./bitcoinRuntime')).load
