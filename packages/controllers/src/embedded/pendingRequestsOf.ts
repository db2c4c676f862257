import type { Store } from '../core/store'
import { createPendingRequests, type PendingRequests } from './PendingRequests'
import { pendingRequestsByStore } from './rejectPendingRequests'

/**
 * The config's requests waiting on the embedded wallet's frame, made when the embedded wallet
 * first asks; closing the modal rejects them without carrying this code into start-up.
 */
export function pendingRequestsOf(config: { store: Store }): PendingRequests {
  let requests = pendingRequestsByStore.get(config.store)
  if (!requests) {
    requests = createPendingRequests()
    pendingRequestsByStore.set(config.store, requests)
  }
  return requests
}
