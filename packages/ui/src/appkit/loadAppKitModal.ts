export type AppKitModalModule = typeof import('../app/AppKitModal')

let loading: Promise<AppKitModalModule> | undefined

/**
 * The modal's React tree (dialog, router, views), loaded on its first draw: the page's start-up
 * carries only createAppKit, the element and the buttons. A failed load is tried again next time.
 */
export function loadAppKitModal(): Promise<AppKitModalModule> {
  loading ??= import('../app/AppKitModal').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
