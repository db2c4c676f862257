/** A small synchronous key-value store of JSON values. */
export interface KeyValueStorage {
  get<T = unknown>(key: string): T | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
}
