import type { WalletIcon } from '@wallet-standard/base'
import type { ApprovalMode, ApprovalRequestBase, Approvals, ApproveCallback } from '../approvals'
import type { DevWalletStorage } from '../persistence'
import type { SolanaSecretKey } from './solanaKeys'

export type SolanaApprovalKind =
  | 'connect'
  | 'sign-message'
  | 'sign-transaction'
  | 'send-transaction'

/** A request of the Solana wallet waiting for its user. */
export interface SolanaApprovalRequest extends ApprovalRequestBase {
  kind: SolanaApprovalKind
  /** The Wallet Standard chain the request is for ('solana:localnet'), when it names one. */
  chain?: string
  account?: string
}

export interface SolanaDevWalletChain {
  /** Wallet Standard chain id, e.g. 'solana:localnet' or 'solana:devnet'. */
  chain: `solana:${string}`
  rpcUrl: string
}

export interface CreateSolanaDevWalletParameters {
  /** Development keys, the first one selected. Never real funds. */
  secretKeys: readonly SolanaSecretKey[]
  /** The clusters the wallet sends to. */
  chains: readonly SolanaDevWalletChain[]
  /** Default 'auto-approve'; 'manual' queues every request for approve()/reject(). */
  mode?: ApprovalMode
  approve?: ApproveCallback<SolanaApprovalRequest>
  /** Where the site's grant is remembered for a silent reconnect after a reload. */
  persist?: DevWalletStorage
  persistKey?: string
  name?: string
  icon?: WalletIcon
}

/** The wallet's controls, for its panel and for tests. */
export interface SolanaDevWalletControls {
  readonly approvals: Approvals<SolanaApprovalRequest>
  /** Every account of the wallet, base58. */
  readonly addresses: readonly string[]
  /** The account the site sees now (connected or not). */
  readonly selected: string
  readonly connected: boolean
  /** Picks another account, as a user would in the wallet; a connected site is told. */
  selectAccount(address: string): void
  /** Withdraws the site's grant from the wallet's side; the site is told. */
  revoke(): void
}
