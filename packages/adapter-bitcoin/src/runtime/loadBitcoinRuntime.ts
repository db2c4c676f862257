export type BitcoinRuntime = typeof import('./bitcoinRuntime')

let loading: Promise<BitcoinRuntime> | undefined

/** bitcoinjs-lib, loaded once on first need (an address check, a send); retried on failure. */
export function loadBitcoinRuntime(): Promise<BitcoinRuntime> {
  loading ??= import('./bitcoinRuntime').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
