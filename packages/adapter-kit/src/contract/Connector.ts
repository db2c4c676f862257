import type { ChainNamespace, ConnectorType, DefaultSocial } from '@latchkey/core'

/** SPEC §3 connector: one way to reach a wallet, as an adapter discovers it. */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  /** The namespace this connector serves; multi-namespace connectors list the others in `chains`. */
  chain: ChainNamespace
  /** Every namespace served, for WALLET_CONNECT and MULTI_CHAIN connectors that span several. */
  chains?: ChainNamespace[]
  imageUrl?: string
  imageId?: string
  /** The wallet registry id, used to match a connector with its registry entry. */
  explorerId?: string
  info?: { rdns?: string }
  /** False when an injected wallet's presence check failed; undefined when not checked. */
  installed?: boolean
  /** The wallet's own provider object (EIP-1193, Wallet Standard, embedded frame, …). */
  provider?: unknown
}

/**
 * Seam for the embedded wallet (AUTH connector): the few calls the controllers make on it.
 * The embedded-wallet package implements it on its frame bridge.
 */
export interface AuthConnectorProvider {
  /** Reloads the secure frame (after leaving a Farcaster login, for example). */
  reload(): void | Promise<void>
  /** Sets eoa or smartAccount; rejects when the wallet cannot. */
  setPreferredAccount?(type: 'eoa' | 'smartAccount'): Promise<void>
  /** SPEC §7 smart account networks: the chain ids where the wallet has a smart account. */
  smartAccountEnabledNetworks?(): Promise<number[]>
  /** The type of the account in use, as the wallet last said; undefined before it said. */
  accountType?(): 'eoa' | 'smartAccount' | undefined
  /** The social logins (SPEC §4) this wallet can run; none when it has no such method. */
  socialLogins?(): readonly DefaultSocial[]
}

/** Seam for WalletConnect: one session that can serve several namespaces at once. */
export interface WalletConnectProvider {
  /** Starts a pairing; `onUri` receives the pairing URI to show as QR code or deep link. */
  pair?(onUri: (uri: string) => void): Promise<void>
  /** Drops the pairing so the next open starts a fresh one. */
  resetPairing?(): void
}

export function isAuthConnectorProvider(value: unknown): value is AuthConnectorProvider {
  return typeof (value as AuthConnectorProvider | undefined)?.reload === 'function'
}
