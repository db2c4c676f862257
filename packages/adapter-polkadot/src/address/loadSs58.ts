import { lazyModule } from '@latchkey/core'

/** The SS58 helpers, fetched on first use so nothing of util-crypto loads at start-up. */
export const loadSs58 = lazyModule<typeof import('./ss58')>(() => import('./ss58')).load
