import type { CaipNetworkId } from '@latchkey/core'

/** The key-value store WalletConnect keeps its keys, pairings and sessions in. */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** The createAppKit `walletConnect` option: the one session every namespace pairs over. */
export interface WalletConnectOptions {
  /** The relay's WebSocket URL. Default: the provider's own relay, `<apiUrl>/relay`. */
  relayUrl?: string
  /**
   * RPC URL per CAIP-2 network id, for reads the host makes through the session. Default: each
   * network's own first RPC URL, so reads never go to a third party's RPC.
   */
  rpcMap?: Partial<Record<CaipNetworkId, string>>
  /** Keeps several WalletConnect clients on one page apart. Default 'latchkey'. */
  storagePrefix?: string
  /** Where sessions are kept. Default: IndexedDB in a browser, memory elsewhere. */
  storage?: WalletConnectStorage
  /** WalletConnect's log level (pino): 'error' by default, 'silent' for none. */
  logLevel?: string
  /** Loads @walletconnect/universal-provider; a seam for tests. */
  loadProvider?: () => Promise<unknown>
}
