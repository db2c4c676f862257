import type { Config } from './Config'
import { slice } from './store'

/**
 * Whether creation has settled (the stored session is restored, or there was none), and when the
 * instance was created (ms), the time of the field's first event, MODAL_CREATED.
 */
export interface LifecycleState {
  initialized: boolean
  createdAt: number | undefined
}

/** The store's `lifecycle` slice: not initialized, no creation time until the core sets one. */
export function state(config: Pick<Config, 'store'>): LifecycleState {
  return slice(config.store, 'lifecycle', () => ({ initialized: false, createdAt: undefined }))
}
