/** What the holder keeps: the instance and what ends it (its renderer, its adapters). */
interface Held {
  appKit: object
  dispose: () => void
}

type Listener = () => void

// The page's one instance (SPEC §4): the only module-level state of the product.
let held: Held | undefined
const listeners = new Set<Listener>()

/**
 * The one holder of the page's instance, shared by createAppKitCore and the UI's createAppKit:
 * SPEC §4, creating the product twice reuses the first instance, whichever entry made it.
 */
export const appKitInstance = {
  get<T extends object>(): T | undefined {
    return held?.appKit as T | undefined
  },

  /** The held instance, or the one `create` makes (with what ends it) when none is held. */
  getOrCreate<T extends object>(create: () => { appKit: T; dispose: () => void }): T {
    if (!held) {
      held = create()
      for (const listener of [...listeners]) listener()
    }
    return held.appKit as T
  },

  /**
   * Puts another instance in the held one's place without ending what it holds (the UI drawing
   * around a core that createAppKitCore made first); `create` gets the held instance.
   */
  replace<T extends object>(
    create: (held: object | undefined) => { appKit: T; dispose: () => void },
  ): T {
    held = create(held?.appKit)
    for (const listener of [...listeners]) listener()
    return held.appKit as T
  },

  /** Calls back when an instance is created or reset. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },

  /** Ends and forgets the instance (tests, hot reload). */
  reset(): void {
    const ending = held
    held = undefined
    ending?.dispose()
    if (ending) for (const listener of [...listeners]) listener()
  },
}
