import type { Store } from '../core/store'
import type { PendingRequests } from './PendingRequests'

/** Each config's requests waiting on the embedded wallet's frame, once made (pendingRequestsOf). */
export const pendingRequestsByStore = new WeakMap<Store, PendingRequests>()

/** Rejects every pending request of the config, if any were ever made (closing the modal). */
export function rejectPendingRequests(config: { store: Store }, error: Error): void {
  pendingRequestsByStore.get(config.store)?.rejectAll(error)
}
