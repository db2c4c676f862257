import { lazyModule } from '@latchkey/core'

export type EvmActionsModule = typeof import('./allActions')

/** The adapter's actions (./allActions), a chunk of their own fetched on first need. */
const actions = lazyModule<EvmActionsModule>(() => import('./allActions'))

export const loadActions = actions.load
export const act = actions.run
