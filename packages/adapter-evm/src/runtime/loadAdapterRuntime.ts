import { lazyModule } from '@latchkey/core'

export type AdapterRuntime = typeof import('./adapterRuntime')

/** The adapter's lazy part (./adapterRuntime), one chunk fetched on its first need. */
export const adapterRuntime = lazyModule<AdapterRuntime>(() => import('./adapterRuntime'))
