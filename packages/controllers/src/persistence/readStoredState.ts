import type { KeyValueStorage } from '@latchkey/core'
import { fromLegacyKeys, LEGACY_KEYS } from './legacyKeys'
import { parseStoredState, type StoredState } from './storedState'
import { STORE_KEY } from './storeKey'

/**
 * The stored state, read once at start-up. A store of version 1 is read as it is; a corrupt one,
 * or one of a later version, is ignored (undefined: the visitor starts disconnected). Version 0's
 * keys are read once and removed, every one of them: with no store they are written as version 1;
 * beside a store (left by a version that wrote both) the store wins.
 */
export function readStoredState(storage: KeyValueStorage): StoredState | undefined {
  const value = storage.get<unknown>(STORE_KEY)
  const migrated =
    value === undefined ? fromLegacyKeys((key) => storage.get<unknown>(key)) : undefined
  if (migrated) storage.set(STORE_KEY, migrated)
  for (const key of Object.values(LEGACY_KEYS))
    if (storage.get<unknown>(key) !== undefined) storage.remove(key)
  return value !== undefined ? parseStoredState(value) : migrated
}

/**
 * The stored state as a server reads it from a request's cookies (cookieToInitialState): version
 * 1, else version 0's keys; nothing is written.
 */
export function readStoredValues(read: (key: string) => unknown): StoredState | undefined {
  const value = read(STORE_KEY)
  return value !== undefined ? parseStoredState(value) : fromLegacyKeys(read)
}
