/** The one storage key the core writes (`latchkey:store` in localStorage, `latchkey.store` in cookies). */
export const STORE_KEY = 'store'

/**
 * Whether storage holds anything to read: the store, or any of the seven keys of the previous
 * version (persistence/legacyKeys, read once and removed). Only then does start-up load the code
 * that reads it (persistence/, on demand).
 */
export const hasStoredValues = (storage: { get(key: string): unknown }): boolean =>
  `${STORE_KEY} connection-status active-connector-ids active-caip-network-id recent-wallets deep-link address-cache social-provider`
    .split(' ')
    .some((key) => storage.get(key) !== undefined)

/**
 * Whether what is stored may hold a session (a namespace with its connector, or the previous
 * version's connector ids): only then does status read connecting while start-up restores it.
 * A store with a network alone restores disconnected at once.
 */
export const mayHoldSession = (storage: { get(key: string): unknown }): boolean => {
  const store = storage.get(STORE_KEY) as
    | { namespaces?: Record<string, { connectorId?: unknown } | null> }
    | undefined
  return store === undefined
    ? storage.get('active-connector-ids') !== undefined
    : Object.values(store?.namespaces ?? {}).some((entry) => entry?.connectorId !== undefined)
}
