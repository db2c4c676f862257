import { lazyModule } from '@latchkey/core'

export type ViemRuntime = typeof import('./viemRuntime')

/** viem's clients, loaded once on first use (a connect, a balance read); a failed load is retried. */
export const loadViemRuntime = lazyModule<ViemRuntime>(() => import('./viemRuntime')).load
