/** A small synchronous key-value store of JSON values. */
export interface KeyValueStorage {
  get<T = unknown>(key: string): T | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
  /**
   * The first access blocks on a round trip (a browser's localStorage asks the browser process
   * for the origin's data): a reader that can wait a moment reads after its own set-up.
   */
  readonly slowFirstAccess?: boolean
}
