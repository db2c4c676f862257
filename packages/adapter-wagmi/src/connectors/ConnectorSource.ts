import type { AdapterWalletInfo } from '@latchkey/adapter-kit'
import type { ChainNamespace, ConnectorType } from '@latchkey/core'

/** An EIP-1193 provider as far as a connector uses it. */
export interface Eip1193Like {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/**
 * A Latchkey connector (the embedded wallet, WalletConnect's session): the shape adapter-evm's
 * connector sources publish, declared here so no adapter imports another.
 */
export interface SourceConnector {
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  readonly imageUrl?: string
  /** Every namespace served (WalletConnect's session). */
  readonly chains?: ChainNamespace[]
  /** The wallet's own object, shown to the controllers (the embedded wallet's login steps). */
  readonly provider?: unknown
  getProvider(): Eip1193Like | Promise<Eip1193Like>
  /** Before accounts are asked: the login's chain, WalletConnect's pairing (its URI to `onUri`). */
  open?(params: { onUri?: (uri: string) => void; chainId?: number }): Promise<void>
  /** Ends the wallet-side session (sign-out, WalletConnect disconnect). */
  close?(): Promise<void>
  cancelPairing?(): void
  peerWallet?(): Promise<AdapterWalletInfo | undefined>
}

/** A kind of connector, as `embeddedWallet({ frameUrl })` is: started once, publishing its connectors. */
export interface ConnectorSource {
  readonly id: string
  start(context: {
    readonly target: EventTarget | undefined
    publish(connectors: readonly SourceConnector[]): void
  }): () => void
}

export function isConnectorSource(value: unknown): value is ConnectorSource {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ConnectorSource).start === 'function'
  )
}
