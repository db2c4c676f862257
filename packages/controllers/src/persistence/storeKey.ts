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
 * The namespaces whose stored entry names a connector (with the previous version's keys, those
 * of its connector ids): a session may come back there. Only then does status read connecting
 * while start-up restores it, and their adapters start fetching their restore code at once. A
 * store with a network alone restores disconnected at once.
 */
export const storedSessions = (storage: { get(key: string): unknown }): string[] => {
  const store = storage.get(STORE_KEY) as
    | { namespaces?: Record<string, { connectorId?: unknown } | null> }
    | undefined
  if (store === undefined) return Object.keys(storage.get('active-connector-ids') ?? {})
  const namespaces = store?.namespaces ?? {}
  return Object.keys(namespaces).filter((ns) => namespaces[ns]?.connectorId !== undefined)
}
