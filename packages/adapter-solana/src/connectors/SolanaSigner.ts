import type { KitSigner, SignerChange as KitSignerChange } from '@latchkey/adapter-kit'
import type { CaipNetwork, SolanaCommitment } from '@latchkey/core'
import type { SolanaSignInInput } from '@solana/wallet-standard-features'

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
  /** Sign In With Solana (`solana:signIn`); absent where the wallet does not offer it. */
  signIn?(input: SolanaSignInInput): Promise<SignInOutput>
  /** Absent where the wallet only signs: the adapter then sends through the RPC itself. */
  signAndSendTransaction?(
    transaction: Uint8Array,
    address: string,
    caipNetwork: CaipNetwork,
    options: SendOptions,
  ): Promise<string>
}

/** What a wallet's sign-in answered: the account, the text it wrote, its signature (base58). */
export interface SignInOutput {
  address: string
  signedMessage: Uint8Array
  signature: string
}
