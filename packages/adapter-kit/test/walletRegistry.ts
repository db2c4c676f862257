/** A page's Wallet Standard registry (`getWallets()`) of its own, so tests share no global one. */
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
