import { lazyModule } from '@latchkey/core'

export type AppKitModalModule = typeof import('./modalChunk')

/**
 * The modal's React tree (dialog, router, views) and its element, loaded on its first draw: the
 * page's start-up carries only createAppKit and the buttons. A failed load is tried again next time.
 */
export const loadAppKitModal = lazyModule<AppKitModalModule>(() => import('./modalChunk')).load
