import type { CaipNetwork, Clock } from '@latchkey/core'
import type { AppMetadata } from './AppMetadata'
import type { WalletConnectOptions } from './WalletConnectOptions'

/**
 * What the core hands each adapter once, when it is bound: the host gives networks, project id,
 * metadata and WalletConnect's relay to createAppKit alone, never again to each adapter.
 */
export interface AdapterSetup {
  /** The app's networks of the adapter's namespace. */
  networks: readonly CaipNetwork[]
  projectId: string | undefined
  metadata: AppMetadata | undefined
  /** WalletConnect's options with the relay resolved; undefined when WalletConnect is off. */
  walletConnect: (WalletConnectOptions & { relayUrl: string }) | undefined
  clock: Clock
  /**
   * The provider's RPC gateway (§7), from `apiUrl`, when the host configured a provider and a
   * project; an adapter reads through it before the networks' own RPC URLs.
   */
  rpcGateway?: { url: string; projectId: string }
  /**
   * One value per core under `key`, made by the first adapter that asks: how adapters of
   * several namespaces share one thing (the WalletConnect session) without importing each other.
   */
  shared<T>(key: string, make: () => T): T
}
