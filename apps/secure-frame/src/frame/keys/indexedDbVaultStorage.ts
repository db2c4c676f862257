import type { VaultStorage } from './deviceVault'

const DB = 'latchkey-frame'
const STORE = 'vault'

/** The frame origin's IndexedDB: keeps CryptoKeys as they are (non-extractable stays so). */
export function indexedDbVaultStorage(): VaultStorage {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DB, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  const run = async <T>(
    mode: IDBTransactionMode,
    act: (store: IDBObjectStore) => IDBRequest<T>,
  ) => {
    const db = await open()
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = act(db.transaction(STORE, mode).objectStore(STORE))
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    } finally {
      db.close()
    }
  }
  return {
    get: (name) => run('readonly', (s) => s.get(name)),
    put: async (name, value) => {
      await run('readwrite', (s) => s.put(value, name))
    },
    delete: async (name) => {
      await run('readwrite', (s) => s.delete(name))
    },
  }
}
