import { lazyModule } from '@latchkey/core'

/** The adapter's actions (./allActions), a chunk of their own fetched on first need. */
const actions = lazyModule(() => import('./allActions'))

export const loadActions = actions.load
export const act = actions.run
