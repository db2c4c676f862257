export type AppKitModalModule = typeof import('./modalChunk')

let loading: Promise<AppKitModalModule> | undefined

/**
 * The modal's React tree (dialog, router, views) and its element, loaded on its first draw: the
 * page's start-up carries only createAppKit and the buttons. A failed load is tried again next time.
 */
export function loadAppKitModal(): Promise<AppKitModalModule> {
  loading ??= import('./modalChunk').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
