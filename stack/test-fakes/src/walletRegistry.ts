import { createMemoryStorage } from '@latchkey/core'

/** A page's Wallet Standard registry of its own, so tests do not share the global one. */
export function createWalletRegistry<W>() {
  const wallets = new Set<W>()
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
  return {
    get: () => [...wallets],
    on(event: 'register' | 'unregister', listener: () => void) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    /** Registers the wallet; returns its unregister. */
    register(wallet: W) {
      wallets.add(wallet)
      for (const listener of listeners.register) listener()
      return () => {
        wallets.delete(wallet)
        for (const listener of listeners.unregister) listener()
      }
    },
  }
}

export type WalletRegistryFake<W> = ReturnType<typeof createWalletRegistry<W>>

/** A Web Storage (a dev wallet keeps its grant in it), shared by the "pages" of one test. */
export function createWebStorage() {
  const store = createMemoryStorage()
  return {
    getItem: (key: string) => store.get<string>(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.remove(key),
  }
}
