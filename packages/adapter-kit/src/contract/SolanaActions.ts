import type { CaipNetwork, SolanaCommitment } from '@latchkey/core'

/**
 * What only Solana wallets do: the `solana` part of a Solana adapter (SPEC §5, §6). Transactions
 * travel serialized (legacy or versioned wire format), so the controllers need no chain library.
 */
export interface SolanaActions {
  /** Signs each transaction without sending it; answers them signed, in order. */
  signTransactions(params: {
    transactions: readonly Uint8Array[]
    connectorId?: string
  }): Promise<Uint8Array[]>
  /** Signs and sends one transaction; answers its signature (base58). */
  signAndSendTransaction(params: {
    transaction: Uint8Array
    caipNetwork: CaipNetwork
    connectorId?: string
    /** SPEC §5: one of the accepted preflight commitments. */
    preflightCommitment?: SolanaCommitment
    skipPreflight?: boolean
  }): Promise<{ signature: string }>
}
