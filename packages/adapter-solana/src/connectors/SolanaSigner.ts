import type { KitSigner, SignerChange as KitSignerChange } from '@latchkey/controllers'
import type { CaipNetwork, SolanaCommitment } from '@latchkey/core'

/** What a wallet said changed (Wallet Standard `change`, a WalletConnect session event). */
export type SignerChange = KitSignerChange<string>

export interface SendOptions {
  preflightCommitment?: SolanaCommitment
  skipPreflight?: boolean
}

/**
 * One way to reach a Solana wallet (a Wallet Standard wallet, a WalletConnect session): the few
 * things the adapter's actions ask of it. Transactions travel in wire format, so none of this
 * needs @solana/web3.js; signatures are base58.
 */
export interface SolanaSigner extends KitSigner<string> {
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
}
