export type ViemRuntime = typeof import('./viemRuntime')

let loading: Promise<ViemRuntime> | undefined

/** viem's clients, loaded once on first use (a connect, a balance read); a failed load is retried. */
export function loadViemRuntime(): Promise<ViemRuntime> {
  loading ??= import('./viemRuntime').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
