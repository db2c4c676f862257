import type { KeyValueStorage } from '@latchkey/core'
import { fromLegacyKeys, LEGACY_KEYS } from './legacyKeys'
import { parseStoredState, type StoredState } from './storedState'
import { STORE_KEY } from './storeKey'

/**
 * The stored state, read once at start-up. A store of version 1 is read as it is; a corrupt one,
 * or one of a later version, is ignored (undefined: the visitor starts disconnected). With no
 * store, version 0's keys are read once, written as version 1 and removed.
 */
export function readStoredState(storage: KeyValueStorage): StoredState | undefined {
  const value = storage.get<unknown>(STORE_KEY)
  if (value !== undefined) return parseStoredState(value)
  const migrated = fromLegacyKeys((key) => storage.get<unknown>(key))
  if (!migrated) return undefined
  storage.set(STORE_KEY, migrated)
  for (const key of Object.values(LEGACY_KEYS)) storage.remove(key)
  return migrated
}

/**
 * The stored state as a server reads it from a request's cookies (cookieToInitialState): version
 * 1, else version 0's keys; nothing is written.
 */
export function readStoredValues(read: (key: string) => unknown): StoredState | undefined {
  const value = read(STORE_KEY)
  return value !== undefined ? parseStoredState(value) : fromLegacyKeys(read)
}
