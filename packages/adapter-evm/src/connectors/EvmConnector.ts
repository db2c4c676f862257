import type { AdapterWalletInfo, Connector } from '@latchkey/adapter-kit'
import type { Eip1193Provider } from '../provider/Eip1193Provider'

/**
 * One way to reach an EVM wallet. Announced and injected wallets hand over their provider at
 * once; WalletConnect and the embedded wallet can build theirs on first use.
 */
export interface EvmConnector extends Omit<Connector, 'chain' | 'provider'> {
  /** The EIP-1193 provider, created on first call by connectors that need a session first. */
  getProvider(): Eip1193Provider | Promise<Eip1193Provider>
  /** Known at discovery time (announced and injected wallets); shown to the controllers. */
  readonly provider?: Eip1193Provider
  /** Runs before accounts are requested, e.g. a WalletConnect pairing that reports its URI. */
  open?(params: { onUri?: (uri: string) => void; chainId?: number }): Promise<void>
  /** Ends the wallet-side session; without it the adapter asks wallet_revokePermissions. */
  close?(): Promise<void>
  /** Gives up a pairing no wallet took yet (WalletConnect); a late approval is disconnected. */
  cancelPairing?(): void
  /** The wallet behind a connector that stands for many (WalletConnect's session peer). */
  peerWallet?(): Promise<AdapterWalletInfo | undefined>
}

/** The page object discovery listens on: `window` in a browser, any EventTarget in tests. */
export interface DiscoveryTarget extends EventTarget {
  ethereum?: unknown
}

export interface ConnectorSourceContext {
  /** The discovery target; undefined on a server, where a source finds nothing. */
  readonly target: DiscoveryTarget | undefined
  /** Replaces everything this source found so far. */
  publish(connectors: readonly EvmConnector[]): void
}

/**
 * A kind of connector (EIP-6963 announcements, the legacy injected wallet, WalletConnect, the
 * embedded wallet…). The registry starts each source once; the returned function stops it.
 */
export interface ConnectorSource {
  readonly id: string
  start(context: ConnectorSourceContext): () => void
}
