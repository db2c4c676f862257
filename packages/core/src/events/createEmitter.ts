// Shared by the adapters, which may not import one another (DESIGN.md layers).
/** A typed event emitter: one listener set per event name. */
export interface Emitter<Events extends object> {
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void
  emit<E extends keyof Events>(event: E, payload: Events[E]): void
  clear(): void
}

export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: never) => void)
      listeners.set(event, set)
      return () => {
        set.delete(listener as (payload: never) => void)
      }
    },
    emit(event, payload) {
      // A copy, so a listener that unsubscribes while being called does not skip the next one.
      for (const listener of [...(listeners.get(event) ?? [])])
        (listener as (value: Events[typeof event]) => void)(payload)
    },
    clear() {
      listeners.clear()
    },
  }
}
