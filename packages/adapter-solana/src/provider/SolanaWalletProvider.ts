import type { SolanaCommitment } from '@latchkey/core'
import type { Transaction, VersionedTransaction } from '@solana/web3.js'

export type AnyTransaction = Transaction | VersionedTransaction

export interface SolanaSendOptions {
  /** SPEC §5: one of the accepted preflight commitments. */
  preflightCommitment?: SolanaCommitment
  skipPreflight?: boolean
}

/**
 * What `useAppKitProvider('solana')` hands a host: the connected wallet, for @solana/web3.js
 * transactions (legacy or versioned) the host builds itself.
 */
export interface SolanaWalletProvider {
  /** The connected account (base58), or undefined when this wallet is not the connected one. */
  readonly address: string | undefined
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction<T extends AnyTransaction>(transaction: T): Promise<T>
  signAllTransactions<T extends AnyTransaction>(transactions: readonly T[]): Promise<T[]>
  /** Resolves with the transaction's signature (base58). */
  signAndSendTransaction<T extends AnyTransaction>(
    transaction: T,
    options?: SolanaSendOptions,
  ): Promise<string>
}
