import type { PublicKey, VersionedTransaction } from '@solana/web3.js'
import type { MintSolanaNftParameters } from './demoNfts'
import type { SolanaDemoToken } from './demoTokens'
import type { SolanaDevAccount } from './devKeys'
import type { TransactionErrorJson } from './transactionErrors'

/** A token balance inside a transaction's meta, as the RPC writes it. */
export interface TokenBalanceJson {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number; uiAmountString: string }
}

/** A landed transaction with what getTransaction and getSignaturesForAddress answer. */
export interface TransactionRecord {
  signature: string
  slot: number
  blockTime: number
  transaction: VersionedTransaction
  /** Static keys, then writable and read-only keys loaded from lookup tables. */
  accountKeys: PublicKey[]
  loadedAddresses: { writable: string[]; readonly: string[] }
  err: TransactionErrorJson | null
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalanceJson[]
  postTokenBalances: TokenBalanceJson[]
  logMessages: string[]
  innerInstructions: {
    index: number
    instructions: {
      programIdIndex: number
      accounts: number[]
      data: string
      stackHeight: number
    }[]
  }[]
  computeUnitsConsumed: number
}

export type LedgerEvent = { type: 'transaction'; record: TransactionRecord; written: string[] }

export interface StartLocalSolanaOptions {
  /** HTTP JSON-RPC port; the WebSocket also listens on port + 1 (where `Connection` looks). 0 (default): free ports. */
  port?: number
  /** Only loopback: the chain's keys are public. */
  host?: '127.0.0.1'
  /** Mint the demo tokens at start (default true). */
  demoTokens?: boolean
}

export interface LocalSolana {
  /** `http://127.0.0.1:<port>`: give it to `new Connection(rpcUrl, 'confirmed')`. */
  rpcUrl: string
  /** `ws://127.0.0.1:<port + 1>`: what `Connection` derives from `rpcUrl` by itself. */
  wsUrl: string
  port: number
  /** The chain's genesis hash and its CAIP-2 id (`solana:` + its first 32 characters). */
  genesisHash: string
  caip2: `solana:${string}`
  accounts: readonly SolanaDevAccount[]
  mints: readonly SolanaDemoToken[]
  /** Mints a Metaplex-style NFT (issue 37); answers its mint address. */
  mintNft(params: MintSolanaNftParameters): string
  stop(): Promise<void>
}
