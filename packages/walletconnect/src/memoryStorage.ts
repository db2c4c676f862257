import type { WalletConnectStorage } from '@latchkey/adapter-kit'

/**
 * An in-memory store, for places without IndexedDB (a server, tests), where WalletConnect would
 * otherwise write files into the working directory. Values are copied in and out, as a real
 * store would; handing the same store to a new connector plays a page reload.
 */
export function createWalletConnectMemoryStorage(): WalletConnectStorage {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() =>
      [...items.entries()].map(([key, value]) => [key, structuredClone(value) as T] as [string, T]),
    getItem: async <T>(key: string) =>
      items.has(key) ? (structuredClone(items.get(key)) as T) : undefined,
    setItem: async (key, value) => {
      items.set(key, structuredClone(value))
    },
    removeItem: async (key) => {
      items.delete(key)
    },
  }
}
