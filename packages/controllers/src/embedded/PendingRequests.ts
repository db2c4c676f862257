import { startupError } from '@latchkey/core'

/**
 * Requests the embedded wallet is waiting on (an approval, a login step). Closing the modal
 * rejects them all (SPEC §4), so no caller waits for a view that is gone.
 */
export interface PendingRequests {
  /** Registers a request; the returned promise settles when it is resolved or rejected. */
  add<T>(id: string, start?: () => void): Promise<T>
  resolve(id: string, value: unknown): boolean
  reject(id: string, reason: unknown): boolean
  rejectAll(reason: unknown): number
  readonly size: number
}

export function createPendingRequests(): PendingRequests {
  const pending = new Map<string, { resolve(v: unknown): void; reject(e: unknown): void }>()
  return {
    add<T>(id: string, start?: () => void) {
      const previous = pending.get(id)
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
        // A request reusing an id replaces the older one, which can no longer be answered.
        previous?.reject(startupError('REQUEST_ABORTED'))
        start?.()
      })
    },
    resolve(id, value) {
      const entry = pending.get(id)
      if (!entry) return false
      pending.delete(id)
      entry.resolve(value)
      return true
    },
    reject(id, reason) {
      const entry = pending.get(id)
      if (!entry) return false
      pending.delete(id)
      entry.reject(reason)
      return true
    },
    rejectAll(reason) {
      const entries = [...pending.values()]
      pending.clear()
      for (const entry of entries) entry.reject(reason)
      return entries.length
    },
    get size() {
      return pending.size
    },
  }
}
