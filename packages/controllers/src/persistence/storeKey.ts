/** The one storage key the core writes (`latchkey:store` in localStorage, `latchkey.store` in cookies). */
export const STORE_KEY = 'store'

/**
 * Whether storage holds anything to restore: the store, or a key of the previous version that
 * restoring reads. Only then does start-up load the code that reads it (persistence/, on demand).
 */
export const hasStoredValues = (storage: { get(key: string): unknown }): boolean =>
  [STORE_KEY, 'connection-status', 'active-caip-network-id', 'recent-wallets'].some(
    (key) => storage.get(key) !== undefined,
  )
