import { lazyModule } from '@latchkey/core'

export type BitcoinActionsModule = typeof import('./allActions')

/** The adapter's actions (./allActions), a chunk of their own fetched on first need. */
export const act = lazyModule<BitcoinActionsModule>(() => import('./allActions')).run
