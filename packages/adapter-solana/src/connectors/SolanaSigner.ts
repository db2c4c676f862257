import type { CaipNetwork, SolanaCommitment } from '@latchkey/core'

/** What a wallet said changed (Wallet Standard `change`, a WalletConnect session event). */
export interface SignerChange {
  /** The accounts the site may use now; empty when the wallet let go of the site. */
  accounts?: readonly string[]
}

export interface SendOptions {
  preflightCommitment?: SolanaCommitment
  skipPreflight?: boolean
}

/**
 * One way to reach a Solana wallet (a Wallet Standard wallet, a WalletConnect session): the few
 * things the adapter's actions ask of it. Transactions travel in wire format, so none of this
 * needs @solana/web3.js; signatures are base58.
 */
export interface SolanaSigner {
  /** The accounts the wallet grants; `silent` never prompts and answers [] when there is no grant. */
  connect(options: {
    silent: boolean
    caipNetwork: CaipNetwork | undefined
    onUri?: (uri: string) => void
  }): Promise<string[]>
  disconnect(): Promise<void>
  signMessage(message: Uint8Array, address: string, caipNetwork?: CaipNetwork): Promise<string>
  signTransactions(
    transactions: readonly Uint8Array[],
    address: string,
    caipNetwork: CaipNetwork,
  ): Promise<Uint8Array[]>
  /** Absent where the wallet only signs: the adapter then sends through the RPC itself. */
  signAndSendTransaction?(
    transaction: Uint8Array,
    address: string,
    caipNetwork: CaipNetwork,
    options: SendOptions,
  ): Promise<string>
  /** Calls back on the wallet's own changes; returns the unsubscribe. */
  watch(listener: (change: SignerChange) => void): () => void
  /** The wallet behind a connector that stands for many (a WalletConnect peer). */
  peerWallet?(): { name: string; icon?: string } | undefined
  /** Gives up a pairing no wallet took yet. */
  cancelPairing?(): void
}
